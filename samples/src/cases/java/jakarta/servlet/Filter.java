// The Servlet API is not among the samples' dependencies: the checks know its callbacks by name.
package jakarta.servlet;

public interface Filter {
  default void init(FilterConfig config) throws ServletException {}

  void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws java.io.IOException, ServletException;

  default void destroy() {}
}
