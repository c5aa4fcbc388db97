// The Servlet API is not among the samples' dependencies: the checks know its callbacks by name.
package jakarta.servlet;

public interface ServletResponse {}
