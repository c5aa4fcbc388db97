package dev.bottleneck.samples.cases.EagerLogMessage;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServlet;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.servlet.FrameworkServlet;

// A servlet container initializes each servlet and filter once and destroys it once: code there
// runs once per process, like other start-up code. The request methods run per request.
class ServletLifecycleRunsOnce {
  private static final Logger log = LoggerFactory.getLogger(ServletLifecycleRunsOnce.class);

  static final class Dispatcher extends HttpServlet {
    @Override
    public void init(ServletConfig config) throws ServletException {
      super.init(config);
      log.debug("servlet " + config.getServletName() + " initialized");
    }

    @Override
    public void init() {
      remember(this);
    }

    @Override
    public void destroy() {
      log.debug("servlet " + getServletName() + " destroyed");
    }
  }

  // Private, and called only from init(): it runs once too.
  private static void remember(Dispatcher dispatcher) {
    log.debug("dispatcher " + dispatcher);
  }

  // Spring MVC's hook into a servlet's init runs once per servlet too. (Seen in a real
  // application: the hook hands the servlet to a static holder, which logs it.)
  static final class StaticDispatcher extends FrameworkServlet {
    @Override
    protected void initFrameworkServlet() {
      hold(this);
    }
  }

  private static void hold(StaticDispatcher dispatcher) {
    log.debug("holding " + dispatcher);
  }

  static final class Guard implements Filter {
    @Override
    public void init(FilterConfig config) {
      log.debug("filter " + config.getFilterName() + " initialized");
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
        throws IOException, ServletException {
      // BUG: Diagnostic contains: EagerLogMessage
      // String concatenation
      log.debug("filtering " + request.getRemoteAddr());
      chain.doFilter(request, response);
    }

    @Override
    public void destroy() {
      log.debug("filter " + this + " destroyed");
    }
  }
}
