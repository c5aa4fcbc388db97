package dev.bottleneck.samples.kotlin

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

/** A new HTTP client per request: no connection is ever reused, and each client starts threads. */
class HttpClientPerCallBad {
  fun status(url: String): Int {
    // BUG: Diagnostic contains: HttpClientPerCall
    val client = HttpClient.newHttpClient()
    val request = HttpRequest.newBuilder(URI.create(url)).build()
    return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode()
  }
}
