import SwiftSyntax

/// A file's text and its tree, parsed once by the plan and reused by the check.
///
/// The plan parses every `Package.swift` it meets to build the project model, and the same
/// manifests are then checked like any Swift file: parsing them a second time cost about as much
/// as reading the whole Xcode project.
final class ParsedSource: Sendable {
  let text: String
  let tree: SourceFileSyntax

  init(text: String, tree: SourceFileSyntax) {
    self.text = text
    self.tree = tree
  }
}
