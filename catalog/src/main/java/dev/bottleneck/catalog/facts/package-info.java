/**
 * Engine-neutral facts about libraries, as plain data: which calls create an expensive object,
 * which are slow work, which places run once, which log APIs and levels exist, what each rule says.
 * Every engine (javac trees in {@code bottleneck-checks}, JavaParser trees in the Maven plugin,
 * bytecode in the ArchUnit rules) builds its own matchers from these tables; a library's method
 * name is written here once and nowhere else.
 *
 * <p>Conventions: a type is named by its canonical name ({@code okhttp3.OkHttpClient.Builder}, a
 * nested type joined with a dot); {@link dev.bottleneck.catalog.facts.Api#binaryOwner()} gives the
 * bytecode form. A table is a {@code public static final} constant or a method returning an
 * unmodifiable value, grouped by domain, one class per domain.
 */
package dev.bottleneck.catalog.facts;
