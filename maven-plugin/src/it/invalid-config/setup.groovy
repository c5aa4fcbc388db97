// A repository of its own, so that the since ref is looked up there.
def git = ["git", "init", "-q", basedir.path].execute()
git.waitForProcessOutput(System.out, System.err)
assert git.exitValue() == 0
