import Foundation
import ProsceniumCheck
import ProsceniumSyntax
import SwiftParser
import SwiftSyntax

/// `explain --why FILE:LINE`: the roles the semantic model gives the type declared at that line
/// (or the innermost type around it), with the facts behind them, so a user who doubts a finding
/// sees why its type was taken for a view model, app-wide state or a service.
struct ExplainWhy {
  let path: String
  let line: Int

  init(argument: String) throws(CommandLineError) {
    guard let colon = argument.lastIndex(of: ":"), let line = Int(argument[argument.index(after: colon)...]),
      line >= 1, colon != argument.startIndex
    else {
      throw CommandLineError(
        "expected FILE:LINE after '--why', found '\(argument)'", hint: "e.g. --why Sources/App/HomeView.swift:12")
    }
    path = String(argument[..<colon])
    self.line = line
  }

  /// The explanation, or an error naming what could not be read.
  func render(catalog: RuleCatalog) throws(CommandLineError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandLineError("cannot read '\(path)'")
    }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    let locations = SourceLocationConverter(fileName: path, tree: tree)
    guard let name = Self.typeName(at: line, in: tree, locations: locations) else {
      throw CommandLineError("no type is declared at or around '\(path):\(line)'")
    }
    let result: CheckResult
    do {
      // Indexing needs no rule: checking one file indexes its whole project.
      result = try CheckEngine(catalog: catalog).run(CheckRequest(paths: [path], choices: .init(only: [])))
    } catch let error as ConfigurationError {
      throw CommandLineError(error.description, hint: error.hint)
    } catch {
      throw CommandLineError("cannot index the project of '\(path)': \(error)")
    }
    var lines = ["\(path):\(line): type '\(name)'"]
    lines += result.index.roleEvidence(of: name).map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The type whose declaration starts on `line`, else the innermost one whose body holds it.
  static func typeName(at line: Int, in tree: SourceFileSyntax, locations: SourceLocationConverter) -> String? {
    final class Finder: SyntaxAnyVisitor {
      let line: Int
      let locations: SourceLocationConverter
      var found: String?
      init(line: Int, locations: SourceLocationConverter) {
        self.line = line
        self.locations = locations
        super.init(viewMode: .sourceAccurate)
      }
      override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let group = node.asProtocol(DeclGroupSyntax.self), let name = group.typeName else {
          return .visitChildren
        }
        let start = locations.location(for: node.positionAfterSkippingLeadingTrivia).line
        let end = locations.location(for: node.endPositionBeforeTrailingTrivia).line
        guard start <= line, line <= end else { return .skipChildren }
        found = name
        return .visitChildren
      }
    }
    let finder = Finder(line: line, locations: locations)
    finder.walk(tree)
    return finder.found
  }
}
