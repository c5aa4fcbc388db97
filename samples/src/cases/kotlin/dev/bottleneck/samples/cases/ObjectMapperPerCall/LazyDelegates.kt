package dev.bottleneck.samples.cases.ObjectMapperPerCall

import com.fasterxml.jackson.databind.ObjectMapper

/** by lazy { }: the lambda runs once, on the first read of the property. */
class LazyMapper {
  private val mapper by lazy { ObjectMapper() }

  fun write(order: Any): String = mapper.writeValueAsString(order)
}

val lazyTopLevel: ObjectMapper by lazy(LazyThreadSafetyMode.PUBLICATION) { ObjectMapper() }

/**
 * A lambda compiled into a class of its own, as kotlinc before 2.0 compiles every lambda (2.x a
 * @JvmSerializableLambda one): lazy takes the class's singleton instance, and the class's invoke()
 * runs once all the same.
 */
class LazyMapperInLambdaClass {
  private val mapper by lazy(@JvmSerializableLambda { ObjectMapper() })

  fun write(order: Any): String = mapper.writeValueAsString(order)
}
