package dev.bottleneck.maven;

import dev.bottleneck.maven.run.BaselineRun;
import dev.bottleneck.maven.run.ModuleRun;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the module's current findings in the baseline file, so that {@code check} from then on
 * reports only new ones. Commit the file; run the goal again to drop entries that were fixed. A
 * module without findings gets no file (and loses one whose findings are all gone); {@code pom}
 * modules are skipped.
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.COMPILE)
public final class BaselineMojo extends AbstractBottleneckMojo {

  @Override
  public void execute() throws MojoExecutionException {
    Optional<String> notAnalyzed = notAnalyzed();
    if (notAnalyzed.isPresent()) {
      getLog().info("bottleneck: skipped (" + notAnalyzed.get() + ")");
      return;
    }
    ModuleRun module = moduleRun();
    Optional<String> broken = unchecked(() -> BaselineRun.run(module));
    if (broken.isPresent()) {
      throw new MojoExecutionException(broken.get());
    }
  }
}
