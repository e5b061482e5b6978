/// The indexes a run's deferred findings are judged on: one per project scope (see
/// `ProjectPartition`), each built on first use from the facts of the files in that scope, in
/// plan order. A file's scope is every file of its project and the code (not the tests) of the
/// projects it depends on. When a scope holds every file of the run (a run with one project), its
/// index is the index of every file, so a single app is judged exactly as before projects were
/// told apart.
final class ProjectIndexes {
  /// Projects whose every file is in a scope, and projects of which only the code is.
  private struct Scope: Hashable {
    var whole: Set<Int>
    var codeOnly: Set<Int>
  }

  let partition: ProjectPartition
  private let facts: [FileFacts]
  private var byScope: [Scope: ProjectIndex] = [:]
  private var wholeIndex: ProjectIndex?

  /// - Parameter facts: each plan file's facts, in plan order.
  init(partition: ProjectPartition, facts: [FileFacts]) {
    self.partition = partition
    self.facts = facts
  }

  /// The index of every file of the run, whatever its project: for tools that inspect the run.
  var whole: ProjectIndex {
    if let wholeIndex { return wholeIndex }
    let built = ProjectIndex(files: facts)
    wholeIndex = built
    return built
  }

  /// The index the file at plan position `position` is judged on.
  func index(ofFile position: Int) -> ProjectIndex {
    index(coveringFiles: CollectionOfOne(position))
  }

  /// The index of the scopes of all the files at `positions` together, for questions about a
  /// group of files (which presets fit the code a configuration governs).
  func index(coveringFiles positions: some Sequence<Int>) -> ProjectIndex {
    if partition.projects.count <= 1 { return whole }
    var scope = Scope(whole: [], codeOnly: [])
    for position in positions {
      let project = partition.projectOfFile[position]
      scope.whole.insert(project)
      scope.codeOnly.formUnion(partition.projects[project].dependencies)
    }
    scope.codeOnly.subtract(scope.whole)
    return index(of: scope)
  }

  private func index(of scope: Scope) -> ProjectIndex {
    if scope.whole.count == partition.projects.count { return whole }
    if let known = byScope[scope] { return known }
    let members = facts.indices.filter { position in
      let project = partition.projectOfFile[position]
      return scope.whole.contains(project) || (scope.codeOnly.contains(project) && !facts[position].isTestFile)
    }
    let built = ProjectIndex(files: members.map { facts[$0] })
    byScope[scope] = built
    return built
  }
}
