/// Works out the absolute folder or file path of the project's groups and file references.
///
/// An element's `path` is relative to what its `sourceTree` names: `<group>` is the parent
/// group's resolved folder (a group without `path` is its parent's folder), `SOURCE_ROOT` the
/// folder holding the `.xcodeproj`, `<absolute>` nothing. Other trees (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, `DEVELOPER_DIR`) name build products and SDK files, never the app's sources, so
/// they resolve to nil. Each element is resolved once, walking up iteratively, so deep or
/// cyclic group trees cost linear time and cannot overflow the stack.
struct PBXPathResolver {
  private let graph: PBXObjectGraph
  private let sourceRoot: String
  /// The group listing each element among its `children`.
  private let parents: [String: String]
  private var resolved: [String: String?] = [:]

  init(graph: PBXObjectGraph, sourceRoot: String) {
    self.graph = graph
    self.sourceRoot = sourceRoot
    var parents: [String: String] = [:]
    for (id, object) in graph.objects {
      for child in object["children"]?.array ?? [] {
        guard let childID = child.string else { continue }
        // An element listed twice (a damaged merge) keeps one parent, the same on every run.
        if let existing = parents[childID], existing < id { continue }
        parents[childID] = id
      }
    }
    self.parents = parents
  }

  /// The absolute, standardised path of the element `id`, or nil when it is not under the sources.
  mutating func path(of id: String) -> String? {
    if let known = resolved[id] { return known }
    var chain: [String] = []
    var onChain: Set<String> = []
    var current: String? = id
    while let element = current, resolved[element] == nil, !onChain.contains(element) {
      chain.append(element)
      onChain.insert(element)
      current = parents[element]
    }
    // The walk stops at the top (the main group's folder is the source root), at an element
    // already resolved, or at a cycle, whose elements cannot be placed anywhere.
    var base: String?
    if let stop = current {
      base = onChain.contains(stop) ? nil : resolved[stop] ?? nil
    } else {
      base = sourceRoot
    }
    for element in chain.reversed() {
      let path = graph[element].flatMap { resolve($0, in: base) }
      resolved[element] = .some(path)
      base = path
    }
    return resolved[id] ?? nil
  }

  private func resolve(_ element: PBXObjectGraph.Object, in parentFolder: String?) -> String? {
    let path = element.string("path") ?? ""
    switch element.string("sourceTree") ?? "<group>" {
    case "<group>":
      return parentFolder.map { StandardizedPath.appending(path, to: $0) }
    case "SOURCE_ROOT":
      return StandardizedPath.join(sourceRoot, path)
    case "<absolute>":
      return path.hasPrefix("/") ? StandardizedPath.standardize(path) : nil
    default:
      return nil
    }
  }
}
