package dev.bottleneck.samples.cases.HttpClientPerCall

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import org.springframework.web.client.RestTemplate

/** A new HTTP client for every request: its connection pool and threads die with it. */
class PartnerClient {
  fun status(url: String): Int {
    // BUG: Diagnostic contains: HttpClientPerCall
    val client = HttpClient.newHttpClient()
    return client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding()).statusCode()
  }

  // BUG: Diagnostic contains: HttpClientPerCall
  fun price(sku: String): String? = RestTemplate().getForObject("/prices/{sku}", String::class.java, sku)
}
