package dev.bottleneck.samples.cases.HttpClientPerCall;

/** JAX-RS clients (CXF, Jakarta, javax) built inside a method. */
class JaxRsClientsPerCall {
  Object jaxRs(String url) {
    // BUG: Diagnostic contains: HttpClientPerCall
    // WebClient.create
    org.apache.cxf.jaxrs.client.WebClient.create(url);
    // BUG: Diagnostic contains: HttpClientPerCall
    // JAXRSClientFactory.create
    org.apache.cxf.jaxrs.client.JAXRSClientFactory.create(url, Api.class);
    // BUG: Diagnostic contains: HttpClientPerCall
    // ClientBuilder.newClient
    jakarta.ws.rs.client.ClientBuilder.newClient();
    // BUG: Diagnostic contains: HttpClientPerCall
    // ClientBuilder.newBuilder
    jakarta.ws.rs.client.ClientBuilder.newBuilder().build();
    // BUG: Diagnostic contains: HttpClientPerCall
    // ClientBuilder.newClient
    javax.ws.rs.client.ClientBuilder.newClient();
    // BUG: Diagnostic contains: HttpClientPerCall
    // ClientBuilder.newBuilder
    return javax.ws.rs.client.ClientBuilder.newBuilder().build();
  }

  interface Api {
    String ping();
  }
}
