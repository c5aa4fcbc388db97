package dev.bottleneck.spotbugs;

import dev.bottleneck.catalog.Rule;

/**
 * One finding: the rule, the method whose code holds it (a lambda's finding is its declaring
 * method's), the source line the class file gives the instruction, and the catalog's message.
 */
record Finding(Rule rule, MethodCode method, int line, String message) {}
