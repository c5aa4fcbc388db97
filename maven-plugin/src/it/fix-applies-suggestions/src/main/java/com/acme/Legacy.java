package com.acme;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Legacy {
    public String fetch(URI uri) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newHttpClient();
        return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
    }
}
