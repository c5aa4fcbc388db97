package dev.bottleneck.samples.cases.HttpClientPerCall

import java.net.http.HttpClient
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.web.client.RestTemplate

/** Clients built once: a top-level property, an object declaration, a @Bean function. */
private val SHARED: HttpClient = HttpClient.newHttpClient()

fun sharedClient(): HttpClient = SHARED

object Clients {
  val REST = RestTemplate()
}

@Configuration
class ClientConfiguration {
  @Bean
  fun restTemplate(): RestTemplate = RestTemplate()
}
