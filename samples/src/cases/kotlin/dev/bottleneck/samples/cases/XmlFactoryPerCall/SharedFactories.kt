package dev.bottleneck.samples.cases.XmlFactoryPerCall

import javax.xml.parsers.DocumentBuilderFactory
import javax.xml.transform.TransformerFactory

/** Factories created once: an object declaration and a companion object's init block. */
object XmlFactories {
  val DOCUMENTS: DocumentBuilderFactory = DocumentBuilderFactory.newInstance()
}

class FeedWriter {
  fun transformer() = TRANSFORMERS.newTransformer()

  companion object {
    private val TRANSFORMERS: TransformerFactory

    init {
      TRANSFORMERS = TransformerFactory.newInstance()
    }
  }
}
