package dev.bottleneck.maven.types;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.DataKey;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.stmt.LocalClassDeclarationStmt;
import com.github.javaparser.ast.stmt.LocalRecordDeclarationStmt;
import com.github.javaparser.printer.DefaultPrettyPrinter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Type declarations of the module's own sources, found by qualified name: first in the file being
 * scanned, then as {@code pkg/Outer.java} below a source root, which the {@link ModuleFiles} know
 * without asking the disk, and last in the same way below the roots of the modules of the build
 * this one depends on (its upstream modules), where its supertypes and the bodies of the methods it
 * calls may be. Reading a sibling file is a plain parse of its declarations, far cheaper than the
 * symbol solver; which file declares a name, and the {@link TypeFacts} of a sibling's types (what a
 * walk up the supertypes and the judgments of annotations read), are kept for the whole module in
 * {@link DeclaredTypes}, so that each sibling is read for them once. A sibling that does not parse
 * is simply not found: the scanner reports its parse problem when it scans that file.
 */
public final class SourceIndex {
  private static final DataKey<List<TypeDeclaration<?>>> DECLARED_TYPES = new DataKey<>() {};
  private static final DataKey<Origin> ORIGIN = new DataKey<>() {};
  private static final DataKey<Map<String, List<Node>>> CALL_SITES = new DataKey<>() {};

  private final ModuleFiles files;
  private final Path currentFile;
  private final CompilationUnit current;
  private final Siblings siblings;
  private final DeclaredTypes declared;

  /**
   * Whether the types the module's own roots do not declare are looked up below the roots of its
   * upstream modules: only for the judgments that can only spare a finding (does this code run
   * once, does it run on another thread), so that a type or body of another module never makes code
   * slow. The two kinds of index keep their declarations apart.
   */
  private final boolean acrossBuild;

  private Map<String, TypeDeclaration<?>> localTypes;

  /**
   * Sibling files already parsed, shared by every thread that scans the module, so that a type used
   * everywhere is parsed once, not once per file (or per thread) that uses it: with their
   * declarations, and whole. Each cache is bounded by the syntax-tree nodes of its trees, so that a
   * large module fits in memory; what the cross-file judgments ask of a type's declaration alone is
   * kept for the whole module by {@link DeclaredTypes} instead. A sibling's tree is only read once
   * it is cached: what JavaParser would otherwise store in it on first use is stored before (see
   * {@link #shareable}), and the symbol solver of each thread is given a copy of its own ({@link
   * Origin#read}).
   */
  static final class Siblings {
    private final SharedCache<Path, Optional<CompilationUnit>> declarations;
    private final SharedCache<Path, Optional<CompilationUnit>> bodies;
    private final Overlay overlay;
    private final KeptFacts kept = new KeptFacts();

    /** What each file's text says of the calls of a method (see {@link CallArities}). */
    private final Map<Path, Map<CallShape, Boolean>> calls = new ConcurrentHashMap<>();

    /**
     * @param declarationNodes the syntax-tree nodes the siblings read for their declarations may
     *     hold together
     * @param bodyNodes the same for the siblings read whole
     * @param overlay where a sibling's text comes from before the disk
     */
    Siblings(long declarationNodes, long bodyNodes, Overlay overlay) {
      this.declarations = new SharedCache<>(declarationNodes, SourceIndex::nodesOf);
      this.bodies = new SharedCache<>(bodyNodes, SourceIndex::nodesOf);
      this.overlay = overlay;
    }

    /** Drops the trees of {@code file}, whose text changed: the next reader parses it again. */
    void forget(Path file) {
      declarations.remove(file);
      bodies.remove(file);
      calls.remove(file);
      kept.forget();
    }

    /**
     * Whether the text of {@code file} may call a method of this shape; a file that cannot be read
     * may, and its parse then says that it cannot be known.
     */
    private boolean mayCall(Path file, CallShape shape) {
      return calls
          .computeIfAbsent(file, path -> new ConcurrentHashMap<>())
          .computeIfAbsent(
              shape,
              method -> {
                try {
                  return CallArities.mayCall(text(file, overlay), method.name(), method::accepts);
                } catch (IOException | RuntimeException unreadable) {
                  return true;
                }
              });
    }
  }

  /**
   * The syntax-tree nodes of a parsed file, which is what its tree costs in memory (without tokens,
   * about 220 bytes a node, whether it holds the whole file or its declarations); a file that did
   * not parse counts one.
   */
  static long nodesOf(Optional<CompilationUnit> unit) {
    long[] nodes = {1};
    unit.ifPresent(tree -> tree.walk(node -> nodes[0]++));
    return nodes[0];
  }

  /** How a cached sibling was read, so that a thread can read it again for itself. */
  record Origin(Path file, Kind kind, Overlay overlay) {
    // Written out as FileStamp's are, with the same answers as the record's own.
    @Override
    public boolean equals(Object other) {
      return other instanceof Origin that
          && Objects.equals(file, that.file)
          && Objects.equals(kind, that.kind)
          && Objects.equals(overlay, that.overlay);
    }

    @Override
    public int hashCode() {
      int hash = 31 * Objects.hashCode(file) + Objects.hashCode(kind);
      return 31 * hash + Objects.hashCode(overlay);
    }

    /**
     * The tree parsed again from the same text: parsing is deterministic, so it has the same nodes
     * in the same order, and it belongs to the caller alone.
     */
    Optional<CompilationUnit> read() {
      return kind.read(file, overlay);
    }
  }

  /** Where a shared sibling tree was read from; empty for any other tree. */
  static Optional<Origin> originOf(CompilationUnit unit) {
    return unit.findData(ORIGIN);
  }

  /**
   * The node of {@code copy} at the place {@code node} has in its own tree, where {@code copy} is
   * the same text parsed again: found by the position of each node among its parent's children.
   */
  static Optional<Node> counterpart(Node node, CompilationUnit copy) {
    Deque<Integer> path = new ArrayDeque<>();
    Node at = node;
    for (Node parent = at.getParentNode().orElse(null);
        parent != null;
        parent = at.getParentNode().orElse(null)) {
      List<Node> children = parent.getChildNodes();
      int index = 0;
      while (index < children.size() && children.get(index) != at) {
        index++;
      }
      path.push(index);
      at = parent;
    }
    Node mirror = copy;
    for (int index : path) {
      List<Node> children = mirror.getChildNodes();
      if (index >= children.size()) {
        return Optional.empty();
      }
      mirror = children.get(index);
    }
    return mirror.getClass() == node.getClass() ? Optional.of(mirror) : Optional.empty();
  }

  /** Which reading of a sibling a cache holds. */
  enum Kind {
    DECLARATIONS,
    WHOLE;

    Optional<CompilationUnit> read(Path file, Overlay overlay) {
      return this == WHOLE
          ? readWhole(file, overlay)
          : SourceIndex.read(file, DeclarationText::of, overlay);
    }
  }

  SourceIndex(
      ModuleFiles files,
      Path currentFile,
      CompilationUnit current,
      Siblings siblings,
      DeclaredTypes declared) {
    this(files, currentFile, current, siblings, declared, false);
  }

  /**
   * @param acrossBuild whether the types the module's own roots do not declare are looked up below
   *     the roots of its upstream modules; {@code declared} must then be kept for such indexes
   *     alone
   */
  SourceIndex(
      ModuleFiles files,
      Path currentFile,
      CompilationUnit current,
      Siblings siblings,
      DeclaredTypes declared,
      boolean acrossBuild) {
    this.acrossBuild = acrossBuild;
    this.files = files;
    this.currentFile = currentFile == null ? null : currentFile.toAbsolutePath().normalize();
    this.current = current;
    this.siblings = siblings;
    this.declared = declared;
  }

  /**
   * Every call and method reference named {@code name} in the module's sources, the file being
   * scanned included (its own tree, not a second parse), in path and then source order, that may
   * call a method of that name which declares {@code parameters} parameters, the last one variable
   * when {@code varargs}. A sibling file is parsed only when the walk reaches it, so a caller that
   * has its answer after the first few call sites spares the parse of the others; and a sibling
   * whose text writes no call of the name with a number of arguments the method accepts, and no
   * method reference to it ({@link CallArities}), is not parsed at all, and its sites are left out.
   * The answer of each file's text is kept until the file changes.
   */
  CallSites callSites(String name, int parameters, boolean varargs) {
    return callSites(name, parameters, varargs, false);
  }

  /**
   * {@link #callSites(String, int, boolean)}, and with {@code upstream} the call sites in the
   * modules this one depends on after the others: for a method that overrides a method of one of
   * their types, which their calls through that type run.
   */
  CallSites callSites(String name, int parameters, boolean varargs, boolean upstream) {
    CallShape shape = new CallShape(name, parameters, varargs);
    return new CallSites(
        name,
        files.calls().filesCalling(name, upstream && acrossBuild),
        file -> siblings.mayCall(file, shape));
  }

  /** Whether {@code file} is a file of a module this one depends on. */
  boolean isUpstream(Path file) {
    return files.isUpstream(file);
  }

  /** Whether the module has upstream modules whose sources are read. */
  boolean hasUpstream() {
    return files.readsUpstream();
  }

  /** Whether this index looks types up below the roots of upstream modules, and there are some. */
  boolean readsUpstream() {
    return acrossBuild && files.readsUpstream();
  }

  /**
   * This index for the same file, looking up below the roots of the upstream modules the types the
   * module's own roots do not declare, with {@code declared} kept for such indexes alone.
   */
  SourceIndex acrossBuild(DeclaredTypes declaredAcrossBuild) {
    return new SourceIndex(files, currentFile, current, siblings, declaredAcrossBuild, true);
  }

  /** A method as its call sites in a file's text are sorted by: name and parameters. */
  private record CallShape(String name, int parameters, boolean varargs) {
    /** Whether a call with {@code arguments} arguments may call it, as {@link TypeFacts.Method}. */
    boolean accepts(int arguments) {
      return TypeFacts.Method.arityMatches(parameters, varargs, arguments);
    }

    // Written out as FileStamp's are, with the same answers as the record's own.
    @Override
    public boolean equals(Object other) {
      return other instanceof CallShape that
          && Objects.equals(name, that.name)
          && parameters == that.parameters
          && varargs == that.varargs;
    }

    @Override
    public int hashCode() {
      int hash = 31 * Objects.hashCode(name) + Integer.hashCode(parameters);
      return 31 * hash + Boolean.hashCode(varargs);
    }
  }

  /**
   * Every {@code new T(...)} of a class whose simple name is {@code simpleName}, as {@link
   * #callSites} finds calls: the name is written before a parenthesis, so the same file index names
   * the files to read.
   */
  CallSites creationSites(String simpleName) {
    return new CallSites(
        CREATION + simpleName, files.calls().filesCalling(simpleName), file -> true);
  }

  /** The key of a creation among the call sites: no method name holds a space. */
  private static final String CREATION = "new ";

  /**
   * The call sites of one name, read file by file as they are asked for. The walk ends early, and
   * {@link #allKnown} turns false, at a file of the module that could not be read or does not
   * parse: from there on the call sites cannot all be known.
   */
  public final class CallSites implements Iterator<Node> {
    private final String name;
    private final Iterator<Path> files;
    private final Predicate<Path> mayHoldSites;
    private final Deque<Node> pending = new ArrayDeque<>();
    private boolean known;
    private boolean currentRead;

    private CallSites(String name, Optional<List<Path>> files, Predicate<Path> mayHoldSites) {
      this.name = name;
      this.mayHoldSites = mayHoldSites;
      this.known = files.isPresent();
      this.files = files.orElse(List.of()).iterator();
      this.currentRead = !known;
    }

    @Override
    public boolean hasNext() {
      while (pending.isEmpty() && known && (files.hasNext() || !currentRead)) {
        if (!files.hasNext()) {
          currentRead = true;
          collectCallSites(current, name, pending);
          continue;
        }
        Path file = files.next();
        Optional<CompilationUnit> unit;
        if (file.equals(currentFile)) {
          unit = Optional.of(current);
          currentRead = true;
        } else if (!mayHoldSites.test(file)) {
          continue;
        } else {
          unit = shared(siblings.bodies, file, Kind.WHOLE, siblings.overlay);
        }
        if (unit.isEmpty()) {
          known = false;
          pending.clear();
        } else {
          collectCallSites(unit.get(), name, pending);
        }
      }
      return !pending.isEmpty();
    }

    @Override
    public Node next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return pending.removeFirst();
    }

    /**
     * False when a file of the module could not be read or does not parse, or the module's files
     * could not all be listed; true while every file the walk reached was read. Once the walk is
     * over, true means it saw every call site of the name.
     */
    public boolean allKnown() {
      return known;
    }
  }

  private static void collectCallSites(CompilationUnit unit, String name, Deque<Node> sites) {
    sites.addAll(callSitesIn(unit, name));
  }

  /**
   * Every call and method reference named {@code name} below {@code root}, in the order of a walk
   * of the tree. A compilation unit is walked once for all names and the answer kept with it, since
   * a file with many methods has each judged by its callers: a walk per question made a
   * 20,000-method class quadratic.
   */
  public static List<Node> callSitesIn(Node root, String name) {
    if (!(root instanceof CompilationUnit unit)) {
      return callSitesByName(root).getOrDefault(name, List.of());
    }
    if (!unit.containsData(CALL_SITES)) {
      unit.setData(CALL_SITES, callSitesByName(unit));
    }
    return unit.getData(CALL_SITES).getOrDefault(name, List.of());
  }

  private static Map<String, List<Node>> callSitesByName(Node root) {
    Map<String, List<Node>> sites = new HashMap<>();
    root.walk(
        node -> {
          String called =
              node instanceof MethodCallExpr call
                  ? call.getNameAsString()
                  : node instanceof MethodReferenceExpr reference
                      ? reference.getIdentifier()
                      : node instanceof ObjectCreationExpr creation
                          ? CREATION + creation.getType().getNameAsString()
                          : null;
          if (called != null) {
            sites.computeIfAbsent(called, n -> new ArrayList<>()).add(node);
          }
        });
    sites.replaceAll((called, nodes) -> List.copyOf(nodes));
    return sites;
  }

  /** The declaration of a type with all its members, as far as a sibling declares them. */
  Optional<TypeDeclaration<?>> find(String qualifiedName) {
    Optional<TypeDeclaration<?>> own = own(qualifiedName);
    if (own.isPresent()) {
      return own;
    }
    return declaringFile(qualifiedName)
        .flatMap(file -> shared(siblings.declarations, file, Kind.DECLARATIONS, siblings.overlay))
        .flatMap(unit -> findIn(unit, qualifiedName));
  }

  /**
   * {@link #find(String)}, and for {@code use} in a file of a module that calls this one (whose
   * types this index does not otherwise know), the declaration in that module's files, or in
   * another caller module's: where a caller's class finds its superclass, to type the fields it
   * inherits. Only the file named after the type, as {@code pkg/Outer.java}, is read.
   */
  Optional<TypeDeclaration<?>> find(String qualifiedName, Node use) {
    Optional<TypeDeclaration<?>> found = find(qualifiedName);
    Optional<Path> file = fileOf(use);
    if (found.isPresent() || file.isEmpty() || !files.isCaller(file.get())) {
      return found;
    }
    String[] parts = qualifiedName.split("\\.");
    for (int outer = parts.length - 1; outer >= 0; outer--) {
      String relative = String.join("/", List.of(parts).subList(0, outer + 1)) + ".java";
      for (Path declaring : files.callerFiles(relative, file.get())) {
        Optional<TypeDeclaration<?>> type =
            shared(siblings.declarations, declaring, Kind.DECLARATIONS, siblings.overlay)
                .flatMap(unit -> findIn(unit, qualifiedName));
        if (type.isPresent()) {
          return type;
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The facts of a type that another file of the module declares, read once for the module: the
   * file being scanned is not asked (see {@link #own}). Names in the sibling are resolved as in its
   * own file, by {@code classpath} where its imports and declarations cannot decide.
   */
  Optional<TypeFacts> siblingFacts(String qualifiedName, ClasspathTypes classpath) {
    Function<Path, Optional<Map<String, TypeFacts>>> facts =
        file -> declared.facts(file, path -> readFacts(path, classpath));
    // The files are searched by their facts, not their names, so as to read each file once.
    Optional<Path> file = declaringFile(qualifiedName, path -> facts.apply(path).map(Map::keySet));
    try {
      return file.flatMap(facts).map(types -> types.get(qualifiedName));
    } catch (TooDeep tooDeep) {
      return Optional.empty();
    }
  }

  /**
   * The types of the module's own sources that name {@code qualifiedName} among their direct
   * supertypes, by qualified name and sorted: only the files whose text writes its simple name
   * after {@code extends} or {@code implements} are read, for their facts, once for the module.
   */
  List<String> directSubtypes(String qualifiedName, ClasspathTypes classpath) {
    return declared.subtypes(
        qualifiedName,
        name -> {
          String simple = name.substring(name.lastIndexOf('.') + 1);
          List<String> found = new ArrayList<>();
          for (Path file : files.calls().filesExtending(simple).orElse(List.of())) {
            try {
              declared
                  .facts(file, path -> readFacts(path, classpath))
                  .ifPresent(
                      facts ->
                          facts.values().stream()
                              .filter(type -> type.supertypes().contains(name))
                              .forEach(type -> found.add(type.name())));
            } catch (TooDeep tooDeep) {
              // A file too deeply nested to read declares nothing that can be followed.
            }
          }
          return found.stream().sorted().toList();
        });
  }

  /**
   * The facts of every type a sibling declares, its names resolved without regard to the file being
   * scanned, so that they hold for every file that asks.
   */
  private Optional<Map<String, TypeFacts>> readFacts(Path file, ClasspathTypes classpath) {
    // TypeFacts read no field, initializer or enum constant: a sixth of the nodes left unparsed.
    return read(file, DeclarationText::callablesOf, siblings.overlay)
        .map(
            unit -> {
              SourceIndex alone =
                  new SourceIndex(
                      files, null, new CompilationUnit(), siblings, declared, acrossBuild);
              TypeNames names = new TypeNames(unit, alone, classpath);
              Map<String, TypeFacts> facts = new HashMap<>();
              for (TypeDeclaration<?> type : memberTypes(unit)) {
                String name = type.getFullyQualifiedName().orElse("");
                if (!facts.containsKey(name)) {
                  facts.put(name, TypeFacts.of(type, Optional.of(file), names::resolve));
                }
              }
              return Map.copyOf(facts);
            });
  }

  /**
   * The top-level types of {@code unit} and their member types, in the order {@link #findIn} looks
   * for a name: the types a qualified name can find.
   */
  private static List<TypeDeclaration<?>> memberTypes(CompilationUnit unit) {
    List<TypeDeclaration<?>> types = new ArrayList<>();
    addWithMemberTypes(unit.getTypes(), types);
    return types;
  }

  private static void addWithMemberTypes(
      List<? extends BodyDeclaration<?>> declarations, List<TypeDeclaration<?>> types) {
    for (BodyDeclaration<?> declaration : declarations) {
      if (declaration instanceof TypeDeclaration<?> type) {
        types.add(type);
        addWithMemberTypes(type.getMembers(), types);
      }
    }
  }

  /**
   * The file of the module that declares {@code qualifiedName}, found once for the module: the
   * first that declares it among the files its name and its package point to, each file's names
   * read by {@code names}. A file too deep for this thread's stack is passed over, and then the
   * answer is not kept, since another thread may read it.
   */
  private Optional<Path> declaringFile(
      String qualifiedName, Function<Path, Optional<Set<String>>> names) {
    Optional<Path> known = declared.declaring(qualifiedName);
    if (known != null) {
      return known;
    }
    boolean[] skipped = {false};
    Optional<Path> found =
        probe(
            qualifiedName,
            file -> {
              try {
                return names
                    .apply(file)
                    .filter(declaredHere -> declaredHere.contains(qualifiedName))
                    .map(declaredHere -> file);
              } catch (TooDeep tooDeep) {
                skipped[0] = true;
                return Optional.empty();
              }
            });
    if (!skipped[0]) {
      declared.declaring(qualifiedName, found);
    }
    return found;
  }

  private static Optional<Set<String>> readNames(Path file, Overlay overlay) {
    return read(file, DeclarationText::typesOf, overlay)
        .map(
            unit -> {
              Set<String> names = new HashSet<>();
              for (TypeDeclaration<?> type : memberTypes(unit)) {
                type.getFullyQualifiedName().ifPresent(names::add);
              }
              return Set.copyOf(names);
            });
  }

  /** A type declared in the file being scanned, nested and local types included. */
  Optional<TypeDeclaration<?>> own(String qualifiedName) {
    Optional<TypeDeclaration<?>> member = findIn(current, qualifiedName);
    if (member.isPresent()) {
      return member;
    }
    return Optional.ofNullable(localTypes().get(qualifiedName));
  }

  /** The file {@code node} was read from, if it is on disk. */
  Optional<Path> fileOf(Node node) {
    Optional<CompilationUnit> unit = node.findCompilationUnit();
    if (unit.isEmpty()) {
      return Optional.empty();
    }
    return unit.get() == current
        ? Optional.ofNullable(currentFile)
        : originOf(unit.get()).map(Origin::file);
  }

  /** The simple names of the module's types, read from its files' text. */
  ModuleTypeNames typeNames() {
    return files.typeNames();
  }

  /** What the rules keep of the module's declarations for the scans of other files. */
  KeptFacts kept() {
    return siblings.kept;
  }

  /**
   * The declaration of {@code qualifiedName} with its method bodies in {@code file}, a file of the
   * module or, when empty, the file being scanned; the member types of a sibling are looked at, as
   * {@link #findWithBodies} does, and the types of the file being scanned as {@link #own} finds
   * them.
   */
  Optional<TypeDeclaration<?>> findWithBodies(Optional<Path> file, String qualifiedName) {
    if (file.isEmpty() || file.get().equals(currentFile)) {
      return own(qualifiedName);
    }
    return shared(siblings.bodies, file.get(), Kind.WHOLE, siblings.overlay)
        .flatMap(unit -> findIn(unit, qualifiedName));
  }

  /**
   * The declaration of a type with its method bodies, parsed whole: for a rule that follows calls
   * into other files of the module. Dearer than {@link #find}; cached like the others.
   */
  Optional<TypeDeclaration<?>> findWithBodies(String qualifiedName) {
    return find(qualifiedName, file -> shared(siblings.bodies, file, Kind.WHOLE, siblings.overlay));
  }

  /**
   * {@code file} parsed with all its bodies, and without its comments where they can be told apart
   * with certainty ({@link DeclarationText#withoutComments}): a sibling's tree keeps none.
   */
  private static Optional<CompilationUnit> readWhole(Path file, Overlay overlay) {
    try {
      String text = text(file, overlay);
      return parseDeclarations(
          DeclarationText.withoutComments(text).orElse(text), LanguageLevel.JAVA_25);
    } catch (StackOverflowError tooDeep) {
      throw new TooDeep();
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  private Optional<TypeDeclaration<?>> find(
      String qualifiedName, Function<Path, Optional<CompilationUnit>> parser) {
    Optional<TypeDeclaration<?>> own = own(qualifiedName);
    if (own.isPresent()) {
      return own;
    }
    return probe(
        qualifiedName, file -> parser.apply(file).flatMap(unit -> findIn(unit, qualifiedName)));
  }

  /**
   * The first answer {@code inFile} gives for the files that may declare {@code qualifiedName}:
   * {@code pkg/Outer.java} below each source root, for each outer type of the name, then the other
   * files of the package (see {@link #findSecondary}); only files the {@link ModuleFiles} list.
   */
  private <T> Optional<T> probe(String qualifiedName, Function<Path, Optional<T>> inFile) {
    String[] parts = qualifiedName.split("\\.");
    Optional<T> own = probe(parts, inFile, false);
    return own.isPresent() || !readsUpstream() ? own : probe(parts, inFile, true);
  }

  /**
   * {@link #probe(String, Function)} below the module's own roots or, with {@code upstream}, below
   * the roots of the modules it depends on, which are asked only when its own declare no such type.
   */
  private <T> Optional<T> probe(
      String[] parts, Function<Path, Optional<T>> inFile, boolean upstream) {
    for (int outer = parts.length - 1; outer >= 0; outer--) {
      String relative = String.join("/", List.of(parts).subList(0, outer + 1)) + ".java";
      for (Path file : files.sourceFiles(relative, upstream)) {
        Optional<T> found = inFile.apply(file);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return findSecondary(parts, inFile, upstream);
  }

  /**
   * A type declared in a file of its package named after another type, as Caffeine declares {@code
   * MpscChunkedArrayQueue} in {@code MpscGrowableArrayQueue.java}: the files that may declare its
   * outermost name are found by the names each file of the package directory declares, read from
   * its text once for the whole module. Left to the symbol solver, such a name costs a full parse
   * of every file in the package.
   */
  private <T> Optional<T> findSecondary(
      String[] parts, Function<Path, Optional<T>> inFile, boolean upstream) {
    for (int outer = parts.length - 1; outer > 0; outer--) {
      String directory = String.join("/", List.of(parts).subList(0, outer));
      String canonical = parts[outer] + ".java";
      // The sibling parser, like the symbol solver's, reads unicode escapes untranslated.
      for (Path file : files.sourceFilesDeclaring(directory, parts[outer], false, upstream)) {
        if (file.getFileName().toString().equals(canonical)) {
          continue;
        }
        Optional<T> found = inFile.apply(file);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  /** Whether a type of this name is declared; a top-level type needs no parse, only its file. */
  boolean exists(String qualifiedName) {
    String relative = qualifiedName.replace('.', '/') + ".java";
    if (!files.sourceFiles(relative).isEmpty()
        || readsUpstream() && !files.sourceFiles(relative, true).isEmpty()) {
      return true;
    }
    return declares(qualifiedName);
  }

  /**
   * {@link #exists(String)}, and for {@code use} in a file of a module that calls this one, whether
   * a file of the callers' roots is named after the top-level type: a type of that file's package
   * in its own module, which this index does not otherwise know.
   */
  boolean exists(String qualifiedName, Node use) {
    if (exists(qualifiedName)) {
      return true;
    }
    Optional<Path> file = fileOf(use);
    return file.isPresent()
        && files.isCaller(file.get())
        && !files.callerFiles(qualifiedName.replace('.', '/') + ".java", file.get()).isEmpty();
  }

  /** Whether the file being scanned or another file of the module declares this type. */
  boolean declares(String qualifiedName) {
    return own(qualifiedName).isPresent() || declaringFile(qualifiedName).isPresent();
  }

  /** The file of the module that declares {@code qualifiedName}, searched by names alone. */
  private Optional<Path> declaringFile(String qualifiedName) {
    return declaringFile(
        qualifiedName, file -> declared.names(file, path -> readNames(path, siblings.overlay)));
  }

  /**
   * Every type declared in the file being scanned, by the name {@link TypeNames} gives it, local
   * classes and the classes of anonymous class bodies included. Without them, such a class would be
   * looked up among the sources and the classpath in vain, and the symbol solver, asked last, may
   * parse whole packages for a type no file declares.
   */
  private Map<String, TypeDeclaration<?>> localTypes() {
    if (localTypes == null) {
      localTypes = new HashMap<>();
      for (TypeDeclaration<?> type : declaredTypes(current)) {
        nameOf(type).ifPresent(name -> localTypes.putIfAbsent(name, type));
      }
    }
    return localTypes;
  }

  /**
   * Every type declared in {@code unit}, nested and local ones included, in the order {@code
   * findAll} gives; walked once per unit and kept with it, since the file being scanned and every
   * sibling it reads are asked for their types again and again.
   */
  public static List<TypeDeclaration<?>> declaredTypes(CompilationUnit unit) {
    if (!unit.containsData(DECLARED_TYPES)) {
      List<TypeDeclaration<?>> types = new ArrayList<>();
      unit.walk(TypeDeclaration.class, types::add);
      unit.setData(DECLARED_TYPES, List.copyOf(types));
    }
    return unit.getData(DECLARED_TYPES);
  }

  /**
   * The qualified name of a declared type; a local class, which has none, is named as if it were a
   * member of the class around it, as JavaParser names the classes of an anonymous class body.
   */
  public static Optional<String> nameOf(TypeDeclaration<?> type) {
    if (!isLocal(type)) {
      return type.getFullyQualifiedName();
    }
    return type.findAncestor(TypeDeclaration.class)
        .flatMap(outer -> nameOf((TypeDeclaration<?>) outer))
        .map(outer -> outer + "." + type.getNameAsString());
  }

  static boolean isLocal(TypeDeclaration<?> type) {
    Node parent = type.getParentNode().orElse(null);
    return parent instanceof LocalClassDeclarationStmt
        || parent instanceof LocalRecordDeclarationStmt;
  }

  private static Optional<TypeDeclaration<?>> findIn(CompilationUnit unit, String qualifiedName) {
    for (TypeDeclaration<?> type : unit.getTypes()) {
      Optional<TypeDeclaration<?>> found = findIn(type, qualifiedName);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  private static Optional<TypeDeclaration<?>> findIn(
      TypeDeclaration<?> type, String qualifiedName) {
    String name = type.getFullyQualifiedName().orElse("");
    if (name.equals(qualifiedName)) {
      return Optional.of(type);
    }
    if (!qualifiedName.startsWith(name + ".")) {
      return Optional.empty();
    }
    for (BodyDeclaration<?> member : type.getMembers()) {
      if (member instanceof TypeDeclaration<?> nested) {
        Optional<TypeDeclaration<?>> found = findIn(nested, qualifiedName);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  /**
   * A sibling's tree from the threads' shared cache, parsed by this thread if none has. A file too
   * deep to parse on this thread's stack, here where the scan of another file asks for it, is not
   * found, as a file that does not parse: its own scan reports it. That outcome depends on the
   * asking thread's stack, so it is not kept for the others, which parse it again on their own.
   */
  private static Optional<CompilationUnit> shared(
      SharedCache<Path, Optional<CompilationUnit>> cache, Path file, Kind kind, Overlay overlay) {
    try {
      return cache.get(file, path -> cached(path, kind, overlay));
    } catch (TooDeep tooDeep) {
      return Optional.empty();
    }
  }

  /** A sibling nests deeper than the asking thread's stack can parse. */
  private static final class TooDeep extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooDeep() {
      super("too deep for this thread's stack", null, false, false);
    }
  }

  private static Optional<CompilationUnit> cached(Path file, Kind kind, Overlay overlay) {
    return kind.read(file, overlay).map(unit -> shareable(unit, new Origin(file, kind, overlay)));
  }

  /**
   * Prepares a tree for reading by many threads at once: JavaParser stores a printer in a tree the
   * first time a node of it is printed, and the scanner stores the tree's declared types and call
   * sites; all are stored here, before any other thread can see the tree, so that reading it never
   * writes to it.
   */
  private static CompilationUnit shareable(CompilationUnit unit, Origin origin) {
    declaredTypes(unit);
    callSitesIn(unit, "");
    unit.printer(new DefaultPrettyPrinter());
    unit.setData(ORIGIN, origin);
    return unit;
  }

  /**
   * {@code file} parsed for its declarations: the text {@code reduce} leaves of it, or the whole
   * text where that cannot be sure.
   */
  private static Optional<CompilationUnit> read(
      Path file, Function<String, Optional<String>> reduce, Overlay overlay) {
    try {
      String text = text(file, overlay);
      Optional<CompilationUnit> declarations =
          reduce.apply(text).flatMap(reduced -> parseDeclarations(reduced, LanguageLevel.RAW));
      return declarations.isPresent()
          ? declarations
          : parseDeclarations(text, LanguageLevel.JAVA_25);
    } catch (StackOverflowError tooDeep) {
      throw new TooDeep();
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  /** A sibling's text: the overlay's, else the file's on disk. */
  private static String text(Path file, Overlay overlay) throws IOException {
    Optional<String> open = overlay.text(file);
    return open.isPresent() ? open.get() : Files.readString(file, StandardCharsets.UTF_8);
  }

  /**
   * Parses a sibling for its declarations: no tokens and no comments, and no language-level
   * validation, which the scan of that file itself reports ({@link JavaParsers}). The reduced text
   * is parsed at the raw level; a whole file at Java 25, whose grammar reads {@code yield} and
   * other statements that the raw level does not.
   */
  private static Optional<CompilationUnit> parseDeclarations(String text, LanguageLevel level) {
    JavaParser parser =
        level == LanguageLevel.JAVA_25
            ? JavaParsers.withoutTokens()
            : new JavaParser(
                new ParserConfiguration()
                    .setLanguageLevel(level)
                    .setStoreTokens(false)
                    .setAttributeComments(false));
    ParseResult<CompilationUnit> result = parser.parse(text);
    return result.isSuccessful() ? result.getResult() : Optional.empty();
  }
}
