// Spring MVC is not among the samples' dependencies: the checks know its servlet hooks by name.
package org.springframework.web.servlet;

import jakarta.servlet.ServletException;

public abstract class FrameworkServlet extends HttpServletBean {
  protected void initFrameworkServlet() throws ServletException {}
}
