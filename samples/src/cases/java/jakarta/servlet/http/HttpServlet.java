// The Servlet API is not among the samples' dependencies: the checks know its callbacks by name.
package jakarta.servlet.http;

import jakarta.servlet.GenericServlet;

public abstract class HttpServlet extends GenericServlet {}
