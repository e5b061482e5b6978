/// The execute step of an uncached run in worker processes: every file checked by a
/// `WorkerSupervisor`, then the deferred conditions answered by the workers that hold them, each
/// on the index of its file's project, as the settle step would. The outcomes are the values an
/// in-process run would produce, with each condition already answered, so settling gives the same
/// report.
struct IsolatedCheck {
  let plan: CheckPlan
  let request: CheckRequest
  let isolation: WorkerIsolation
  /// Workers started while the run was planned, if any.
  var started: StartedWorkers? = nil

  /// Every file's outcome, and the indexes of their facts for settling.
  func outcomes(progress: ProgressCounter?) throws -> (outcomes: [FileOutcome], indexes: ProjectIndexes) {
    // Workers the supervisor did not take (it failed first) are not left waiting for a setup.
    defer { started?.close() }
    let files = plan.files
    var texts: [Int: String] = [:]
    if !request.overlays.isEmpty {
      for position in files.indices {
        if let text = request.overlays[absolute(files[position].readPath)] { texts[position] = text }
      }
    }
    let overlays = texts
    return try WorkerSupervisor.run { [plan, request, isolation, started] in
      // Nothing here is cached: only the deferred findings that hold need to cross.
      let supervisor = try WorkerSupervisor(
        plan: plan, request: request, isolation: isolation, progress: progress, started: started,
        withholdsDeferred: true)
      defer { supervisor.finish() }
      try supervisor.check(Array(files.indices), overlays: overlays)
      var outcomes = files.indices.map { supervisor.outcomes[$0]! }
      // Settling's index of every file is built while the workers answer their conditions (a
      // file checked again meanwhile has the same facts).
      let facts = outcomes.map(\.facts)
      let indexes = ProjectIndexes(partition: plan.projects, facts: facts)
      // Returns at once when no worker holds a condition.
      let answers = try supervisor.resolve(facts: facts, records: false) { _ = indexes.whole }
      // A file whose worker died before answering was checked again.
      outcomes = files.indices.map { supervisor.outcomes[$0]! }
      for position in outcomes.indices {
        if let kept = answers[position]?.kept {
          outcomes[position].deferred = kept.map { DeferredFinding(finding: $0, condition: .constant(true)) }
        } else if !outcomes[position].deferred.isEmpty {
          outcomes[position].answer(with: answers[position])
        }
      }
      return (outcomes, indexes)
    }
  }
}

extension FileOutcome {
  /// Replaces each deferred condition by its answer from a worker. Without answers (the worker
  /// could not give them), the deferred findings are dropped rather than guessed.
  mutating func answer(with answers: ConditionAnswers?) {
    guard let answers, answers.holds.count == deferred.count else {
      deferred = []
      return
    }
    for position in deferred.indices {
      deferred[position].condition = .answered(answers.holds[position], reads: answers.reads ?? [])
    }
  }
}

extension IndexCondition {
  /// A condition a worker answered: it gives the same answer, and a recording index notes the
  /// questions the original asked, so the cache sees the same reads as in-process.
  static func answered(_ holds: Bool, reads: [IndexQuery]) -> IndexCondition {
    if reads.isEmpty { return .constant(holds) }
    return IndexCondition { index in
      index.note(reads)
      return holds
    }
  }
}
