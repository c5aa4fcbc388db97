package dev.bottleneck.samples.kotlin

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

private val CLIENT: HttpClient = HttpClient.newHttpClient()

/** One client for the process, in a top-level property: its connections are pooled and reused. */
class HttpClientPerCallGood {
  fun status(url: String): Int {
    val request = HttpRequest.newBuilder(URI.create(url)).build()
    return CLIENT.send(request, HttpResponse.BodyHandlers.discarding()).statusCode()
  }
}
