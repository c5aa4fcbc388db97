package com.acme;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

public class Gateway {
    /** Fetches a page. */
    public String fetch(URI uri) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newHttpClient();
        return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    /** The client reads a parameter: sharing it would change the timeout, so no automatic fix. */
    public String fetchWithin(URI uri, Duration timeout) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(timeout).build();
        return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
    }
}
