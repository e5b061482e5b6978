import Foundation

/// The digests that decide whether a cached file still applies.
///
/// - The facts key: the file's text, its path as findings name it, its module, whether it is a
///   test, whether its target is main-actor by default, and the size limit (everything the index
///   facts depend on).
/// - The result key: the facts key with the file's rules and their options in order, its
///   deployment targets and platforms (`unparsable_file` is one of the rules when the file reports
///   it: the catalogue is fixed by the tool build, which the cache's header names). Severities are left
///   out: rules cannot see them, so a cached finding takes the severity configured now, and a
///   changed severity checks nothing again. A rule's options count only for the files it runs
///   on, so changing them in an override leaves every other file cached.
final class ResultKeys: @unchecked Sendable {
  // Files checked with the same overrides share one rule array; its digest is computed once.
  // The arrays live as long as the plan, so their buffer addresses identify them for the run.
  private let lock = NSLock()
  private var rulesDigests: [RuleListIdentity: StableDigest] = [:]

  private struct RuleListIdentity: Hashable {
    var address: UInt
    var count: Int
  }

  func factsKey(of work: FileWork, content: Data) -> StableDigest {
    var hasher = StableHasher()
    content.withUnsafeBytes { hasher.combine($0) }
    hasher.combine(work.displayPath)
    hasher.combine(work.module ?? "\u{0}none")
    hasher.combine(work.isTestFile)
    hasher.combine(work.settings.isMainActorByDefault)
    hasher.combine(work.limits.maximumBytes)
    return hasher.finalize()
  }

  func resultKey(of work: FileWork, factsKey: StableDigest) -> StableDigest {
    var hasher = StableHasher()
    hasher.combine(factsKey)
    hasher.combine(rulesDigest(work.rules))
    hasher.combine(ProjectSettings.describe(work.settings.deploymentTargets))
    hasher.combine(sorted: work.settings.platforms.map(\.rawValue))
    hasher.combine(work.isChecked)
    return hasher.finalize()
  }

  private func rulesDigest(_ rules: [ConfiguredRule]) -> StableDigest {
    let identity = rules.withUnsafeBufferPointer {
      RuleListIdentity(address: UInt(bitPattern: $0.baseAddress), count: $0.count)
    }
    lock.lock()
    let known = rulesDigests[identity]
    lock.unlock()
    if let known { return known }
    var hasher = StableHasher()
    hasher.combine(rules.count)
    for rule in rules {
      hasher.combine(rule.id)
      hasher.combine(rule.options.rendered())
    }
    let digest = hasher.finalize()
    lock.lock()
    rulesDigests[identity] = digest
    lock.unlock()
    return digest
  }
}
