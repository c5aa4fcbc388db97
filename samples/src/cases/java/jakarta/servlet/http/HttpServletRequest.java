// The Servlet API is not among the samples' dependencies: the cases need the signatures alone.
package jakarta.servlet.http;

import jakarta.servlet.ServletRequest;

public interface HttpServletRequest extends ServletRequest {
  String getRequestURI();

  String getServletPath();
}
