package gen;

import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;

public class Gen {
  private final PathMatcher matcher = new AntPathMatcher();

  public boolean isStatic(String path) {
    return matcher.match("/static/**", path);
  }
}
