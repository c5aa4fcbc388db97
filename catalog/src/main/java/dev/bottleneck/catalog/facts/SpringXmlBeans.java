package dev.bottleneck.catalog.facts;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The methods that a module's Spring XML bean definitions have the container run once, by the class
 * that declares them. A context file is an {@code .xml} file below the module's main resources
 * whose root element is {@value #ROOT} in {@value #NAMESPACE}; each {@value #BEAN} element in it
 * with a {@value #CLASS} attribute is a bean of that class, which the container creates once when
 * its {@value #SCOPE} is unwritten or one of {@link #ONCE_SCOPES}, and then it calls the methods
 * that the bean's {@link #ONCE_METHOD_ATTRIBUTES} name once: the static factory that makes the
 * bean, its init and its destroy method. A bean of any other scope ({@code prototype}, {@code
 * request}, {@code session}) is made as often as it is asked for; an abstract bean is a template
 * that is never made itself; a factory method of a {@value #FACTORY_BEAN} is a method of that other
 * bean's class, not of {@value #CLASS}: none of them counts. Every engine that reads the files
 * hands each bean it finds to a {@link Builder} and asks {@link #runsOnce}.
 */
public final class SpringXmlBeans {
  /** The namespace of Spring's {@code <beans>} schema. */
  public static final String NAMESPACE = "http://www.springframework.org/schema/beans";

  /** The root element of a context file. */
  public static final String ROOT = "beans";

  /** A bean definition, at any depth below the root (inner beans and profile blocks too). */
  public static final String BEAN = "bean";

  /** The attribute that names the bean's class. */
  public static final String CLASS = "class";

  /** The attribute that names the bean's scope. */
  public static final String SCOPE = "scope";

  /** The scopes whose bean the container makes once; an unwritten scope is the first. */
  public static final Set<String> ONCE_SCOPES = Set.of("singleton");

  /** An attribute that, {@code "true"}, makes the bean a template that is never made itself. */
  public static final String ABSTRACT = "abstract";

  /** The attribute that names another bean whose instance method is the factory. */
  public static final String FACTORY_BEAN = "factory-bean";

  /** The attribute that names the static method of the bean's class that makes the bean. */
  public static final String FACTORY_METHOD = "factory-method";

  /** Attributes that name a method of the bean's class that the container calls once. */
  public static final List<String> ONCE_METHOD_ATTRIBUTES =
      List.of(FACTORY_METHOD, "init-method", "destroy-method");

  /** No context file, or none with a once bean. */
  public static final SpringXmlBeans NONE = new Builder().build();

  private final Map<String, Set<String>> onceMethods;

  private SpringXmlBeans(Map<String, Set<String>> onceMethods) {
    this.onceMethods = onceMethods;
  }

  /**
   * Whether the container runs the method {@code method} of the class named {@code className}
   * (qualified, nested classes with {@code $} as the XML writes them) once.
   */
  public boolean runsOnce(String className, String method) {
    return onceMethods.getOrDefault(className, Set.of()).contains(method);
  }

  /** Whether no bean is known: nothing to ask. */
  public boolean isEmpty() {
    return onceMethods.isEmpty();
  }

  /** Collects the beans of a module's context files. */
  public static final class Builder {
    private final Map<String, Set<String>> onceMethods = new HashMap<>();

    /**
     * One {@value #BEAN} element's attributes, by name as written.
     *
     * @return this builder
     */
    public Builder bean(Map<String, String> attributes) {
      String className = attributes.get(CLASS);
      if (className == null
          || className.isBlank()
          || Boolean.parseBoolean(attributes.get(ABSTRACT))
          || !ONCE_SCOPES.contains(attributes.getOrDefault(SCOPE, "singleton"))) {
        return this;
      }
      for (String attribute : ONCE_METHOD_ATTRIBUTES) {
        String method = attributes.get(attribute);
        boolean elsewhere =
            attribute.equals(FACTORY_METHOD) && attributes.containsKey(FACTORY_BEAN);
        if (method != null && !method.isBlank() && !elsewhere) {
          onceMethods
              .computeIfAbsent(className.strip(), name -> new HashSet<>())
              .add(method.strip());
        }
      }
      return this;
    }

    public SpringXmlBeans build() {
      Map<String, Set<String>> copy = new HashMap<>();
      onceMethods.forEach((name, methods) -> copy.put(name, Set.copyOf(methods)));
      return new SpringXmlBeans(Map.copyOf(copy));
    }
  }
}
