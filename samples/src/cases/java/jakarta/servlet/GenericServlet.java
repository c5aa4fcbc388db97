// The Servlet API is not among the samples' dependencies: the checks know its callbacks by name.
package jakarta.servlet;

public abstract class GenericServlet implements Servlet {
  @Override
  public void init(ServletConfig config) throws ServletException {
    init();
  }

  public void init() throws ServletException {}

  @Override
  public void destroy() {}

  public String getServletName() {
    return "";
  }
}
