// A repository of its own, so that paths relative to the repository root are known.
def git = ["git", "init", "-q", basedir.path].execute()
git.waitForProcessOutput(System.out, System.err)
assert git.exitValue() == 0
