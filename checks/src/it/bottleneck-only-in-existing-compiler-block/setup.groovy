// More findings than javac's default cap of 100 warnings, all in one file: every one must be
// printed, which only the documented -Xmaxwarns makes happen.
def lines = (1..150).collect { "    LOG.debug(\"step $it of \" + n);" }
new File(basedir, 'src/main/java/com/acme/Steps.java').text = """package com.acme;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class Steps {
  private static final Logger LOG = LoggerFactory.getLogger(Steps.class);

  void report(int n) {
${lines.join('\n')}
  }
}
"""
true
