package dev.bottleneck.samples.cases.JaxbContextPerCall

import jakarta.xml.bind.JAXBContext
import java.util.concurrent.ConcurrentHashMap

/** Contexts kept once: a companion object, a lazy property, a cache per type. */
class InvoiceReader {
  private val lazyContext by lazy { JAXBContext.newInstance(Any::class.java) }
  private val byType = ConcurrentHashMap<Class<*>, JAXBContext>()

  fun read(xml: String): Any = CONTEXT.createUnmarshaller().unmarshal(java.io.StringReader(xml))

  fun lazyRead(xml: String): Any = lazyContext.createUnmarshaller().unmarshal(java.io.StringReader(xml))

  fun context(type: Class<*>): JAXBContext = byType.computeIfAbsent(type) { JAXBContext.newInstance(it) }

  companion object {
    private val CONTEXT: JAXBContext = JAXBContext.newInstance(Any::class.java)
  }
}
