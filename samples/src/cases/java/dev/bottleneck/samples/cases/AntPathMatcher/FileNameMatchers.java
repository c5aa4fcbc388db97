package dev.bottleneck.samples.cases.AntPathMatcher;

import jakarta.servlet.http.HttpServletRequest;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import org.springframework.core.io.Resource;
import org.springframework.util.AntPathMatcher;
import org.springframework.util.PathMatcher;
import org.springframework.web.multipart.MultipartFile;

/**
 * An ant matcher that matches only the names of files, resources or archive entries is no request
 * matcher: silent. Where a matcher meets a request path, is handed to someone else, or matches a
 * string whose origin cannot be told, it is reported.
 */
class FileNameMatchers {
  private final PathMatcher resources = new AntPathMatcher();
  private final AntPathMatcher entries = new AntPathMatcher();

  // BUG: Diagnostic contains: AntPathMatcher
  // new AntPathMatcher()
  private final PathMatcher requests = new AntPathMatcher();

  // BUG: Diagnostic contains: AntPathMatcher
  // new AntPathMatcher()
  final PathMatcher shared = new AntPathMatcher();

  /** A backup leaves out the files its exclude patterns match. */
  List<Path> backup(Path root, List<String> excludes) throws IOException {
    AntPathMatcher matcher = new AntPathMatcher();
    matcher.setCaseSensitive(false);
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(
              file ->
                  excludes.stream()
                      .noneMatch(
                          pattern -> matcher.match(pattern, root.relativize(file).toString())))
          .toList();
    }
  }

  boolean skipped(File file, String pattern) {
    AntPathMatcher matcher = new AntPathMatcher();
    String name = file.getName().toLowerCase();
    return matcher.match(pattern, name) || matcher.match(pattern, file.getPath());
  }

  boolean template(Resource resource, String pattern) {
    return resources.match(pattern, resource.getFilename());
  }

  boolean packed(ZipEntry entry, String pattern) {
    return entries.matchStart(pattern, entry.getName());
  }

  boolean upload(MultipartFile upload) {
    return new AntPathMatcher().match("*.{png,jpg}", upload.getOriginalFilename());
  }

  boolean secured(HttpServletRequest request, String pattern) {
    return requests.match(pattern, request.getRequestURI());
  }

  boolean perRequest(HttpServletRequest request, List<String> patterns) {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher()
    AntPathMatcher matcher = new AntPathMatcher();
    return patterns.stream().anyMatch(pattern -> matcher.match(pattern, request.getServletPath()));
  }

  boolean unknown(String pattern, String path) {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher()
    return new AntPathMatcher().match(pattern, path);
  }

  boolean mixed(File file, HttpServletRequest request, String pattern) {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher()
    AntPathMatcher matcher = new AntPathMatcher();
    return matcher.match(pattern, file.getName())
        && matcher.match(pattern, request.getRequestURI());
  }

  PathMatcher handedOn() {
    // BUG: Diagnostic contains: AntPathMatcher
    // new AntPathMatcher()
    AntPathMatcher matcher = new AntPathMatcher();
    matcher.setTrimTokens(false);
    return matcher;
  }
}
