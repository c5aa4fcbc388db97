// Spring MVC is not among the samples' dependencies: the checks know its servlet hooks by name.
package org.springframework.web.servlet;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;

public abstract class HttpServletBean extends HttpServlet {
  protected void initServletBean() throws ServletException {}
}
