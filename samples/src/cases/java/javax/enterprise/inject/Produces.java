// CDI 1 is not among the samples' dependencies: the checks know its annotation by name.
package javax.enterprise.inject;

public @interface Produces {}
