package dev.bottleneck.maven;

import dev.bottleneck.maven.run.FixRun;
import dev.bottleneck.maven.run.ModuleRun;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Applies the suggested fixes of the findings that {@code check} would report, in place: the same
 * changes Error Prone's suggested fixes make and the SARIF report offers as review suggestions. A
 * finding whose fix could change behaviour or not compile has none and stays for a person to fix.
 * Fixes that touch the same lines are applied one at a time, the file analyzed again in between.
 */
@Mojo(name = "fix", threadSafe = true, requiresDependencyResolution = ResolutionScope.COMPILE)
public final class FixMojo extends AbstractBottleneckMojo {
  /** Lists the changes the goal would make without changing any file. */
  @Parameter(property = "bottleneck.dryRun", defaultValue = "false")
  boolean dryRun;

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("bottleneck: skipped");
      return;
    }
    ModuleRun module = moduleRun();
    FixRun.Fixed fixed = unchecked(() -> FixRun.run(module, dryRun));
    if (fixed.brokenInput().isPresent()) {
      throw new MojoExecutionException(fixed.brokenInput().get());
    }
  }
}
