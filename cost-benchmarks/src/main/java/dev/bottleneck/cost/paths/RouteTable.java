package dev.bottleneck.cost.paths;

import java.util.List;

/**
 * The route table of a typical Spring web shop, in the order a security filter chain lists it:
 * static resources and documentation first, then login, the public and the authenticated API, and
 * the admin pages last. Literals, {@code {id}} variables, {@code **} tails and one {@code *.html}
 * suffix pattern, all valid in both the ant and the path-pattern syntax.
 */
public final class RouteTable {

  public static final List<String> PATTERNS =
      List.of(
          "/",
          "/index.html",
          "/favicon.ico",
          "/*.html",
          "/static/**",
          "/css/**",
          "/js/**",
          "/images/**",
          "/webjars/**",
          "/swagger-ui/**",
          "/v3/api-docs/**",
          "/actuator/health",
          "/actuator/info",
          "/actuator/**",
          "/login",
          "/logout",
          "/oauth2/authorization/{registrationId}",
          "/login/oauth2/code/{registrationId}",
          "/api/auth/**",
          "/api/public/**",
          "/api/products",
          "/api/products/{id}",
          "/api/products/{id}/reviews",
          "/api/categories/{categoryId}/products",
          "/api/cart",
          "/api/cart/items/{itemId}",
          "/api/orders",
          "/api/orders/{orderId}",
          "/api/orders/{orderId}/items",
          "/api/users/{userId}",
          "/api/users/{userId}/addresses/{addressId}",
          "/api/admin/**",
          "/admin/**");

  /**
   * One request of each kind the shop serves, with the index of the first pattern that matches it
   * (-1 for none): a few match early, most match in the API part, two match nothing and so walk the
   * whole table.
   */
  public static final List<Request> REQUESTS =
      List.of(
          new Request("/css/site.css", 5),
          new Request("/about.html", 3),
          new Request("/api/products/42", 21),
          new Request("/api/products/42/reviews", 22),
          new Request("/api/cart/items/7", 25),
          new Request("/api/orders/1001/items", 28),
          new Request("/api/users/7/addresses/3", 30),
          new Request("/admin/users/7/edit", 32),
          new Request("/api/inventory/17", -1),
          new Request("/api/orders/1001/invoice.pdf", -1));

  /** {@code REQUESTS.size()}, as a constant for {@code @OperationsPerInvocation}. */
  public static final int REQUEST_COUNT = 10;

  /** A request path and the index of the first pattern that matches it, -1 for none. */
  public record Request(String path, int firstMatch) {}

  private RouteTable() {}
}
