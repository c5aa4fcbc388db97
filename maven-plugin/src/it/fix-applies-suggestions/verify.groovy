import dev.bottleneck.maven.it.BuildLog

def gateway = new File(basedir, 'src/main/java/com/acme/Gateway.java').text
def legacy = new File(basedir, 'src/main/java/com/acme/Legacy.java').text
def change = 'src/main/java/com/acme/Gateway.java:[13,53] [HttpClientPerCall] Create it once, in the constant HTTP_CLIENT'

def dryRun = BuildLog.of(basedir, 1)
assert dryRun.contains("bottleneck: would fix ${change}")
assert dryRun.contains('bottleneck: would fix src/main/java/com/acme/Legacy.java:[11,53] [HttpClientPerCall] Create it once, in the constant HTTP_CLIENT')
assert dryRun.contains('bottleneck: would apply 2 fix(es) in 2 file(s); 1 finding(s) have no automatic fix, mvn bottleneck:check lists them')
assert dryRun.contains('BUILD SUCCESS')

def run = BuildLog.of(basedir, 2)
assert run.contains("bottleneck: fixed ${change}")
assert run.contains('bottleneck: applied 1 fix(es) in 1 file(s); 1 finding(s) have no automatic fix, mvn bottleneck:check lists them')
assert !run.contains('Legacy.java')
// The fixed code compiled.
assert run.text().indexOf('bottleneck: applied') < run.text().indexOf('--- compiler:')
assert run.contains('BUILD SUCCESS')

// The constant sits right above the method, indented like it; the rest of the file is unchanged.
assert gateway == '''package com.acme;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

public class Gateway {
    private static final HttpClient HTTP_CLIENT = HttpClient.newHttpClient();

    /** Fetches a page. */
    public String fetch(URI uri) throws IOException, InterruptedException {
        HttpClient client = HTTP_CLIENT;
        return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    /** The client reads a parameter: sharing it would change the timeout, so no automatic fix. */
    public String fetchWithin(URI uri, Duration timeout) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(timeout).build();
        return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
    }
}
'''
// Excluded from the analysis, so left as it was.
assert legacy.contains('HttpClient client = HttpClient.newHttpClient();')
