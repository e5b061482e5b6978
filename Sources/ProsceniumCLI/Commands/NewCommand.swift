import Foundation
import ProsceniumCheck
import ProsceniumGenerator
import ProsceniumSyntax

/// `proscenium new feature <Name>`: writes a feature screen in one of the playbooks' styles, its tests included.
struct NewCommand: Command {
  /// What `new` can create.
  enum Kind: String, CaseIterable {
    case feature
    case route
    case useCase = "use-case"
    case repository
    case rule

    /// The piece this kind writes on its own, if it is one.
    var piece: PieceKind? { PieceKind(rawValue: rawValue) }
  }

  static let kind = Positional.optional(
    "kind", help: "What to create: 'feature', 'route', 'use-case', 'repository' or 'rule' (a team's custom rule).")
  static let name = Positional.optional(
    "name",
    help: "The feature's Swift type name ('OrderHistory'), or the route's case ('orderHistory', 'order(id: Int)').")
  static let style = Option<FeatureStyle>(
    "style", valueName: "style", help: "The architecture of the screen.",
    defaultDescription: "the preset of .proscenium.json, else the detected one, else by deployment target",
    choices: FeatureStyle.allCases.map { ($0.rawValue, $0.summary) }, expected: "one of the listed values",
    parse: { FeatureStyle(rawValue: $0) })
  static let platform = Option<FeaturePlatform>.oneOf(
    "platform", valueName: "platform", help: "The platforms the screen is for.", default: .ios, summary: \.summary)
  static let template = Option<FeatureTemplate>.oneOf(
    "template", valueName: "template", help: "The screen's shape within its style (the SwiftUI styles).",
    default: .list, summary: \.summary)
  static let into = Option<String>.text(
    "into", valueName: "folder", help: "Put the feature's sources below this folder, inside the project.")
  static let testsInto = Option<String>.text(
    "tests-into", valueName: "folder", help: "Put the feature's tests below this folder, inside the project.")
  static let route = Option<String>.text(
    "route", valueName: "enum[.case(label: Type, ...)]",
    help: "Also add the feature's case to this route enum, its arm to the enum's 'switch self' view builder and its "
      + "link to a DeepLinks table of the enum; 'AppRoute.orderDetail(id: Int)' names the case and its values.")
  static let router = Option<String>.text(
    "router", valueName: "enum", help: "The route enum 'new route' adds its case to.")
  static let view = Option<String>.text(
    "view", valueName: "type",
    help: "For 'new route': the view the route's arm builds; default the project's <Case>View or <Case>Screen.")
  static let coordinator = Option<String>.text(
    "coordinator", valueName: "class",
    help: "For uikit-mvp: add the screen's make(...) call and delegate conformance to this coordinator class.")
  static let useCase = Option<String>.text(
    "use-case", valueName: "name",
    help: "Name the use case the view model is injected with ('GetOrders' gives GetOrdersUseCaseProtocol); "
      + "default Load<Name>.")
  static let layers = Flag(
    "layers",
    help: "Put the feature's entity, use case and repository protocol in the Domain module and the repository in "
      + "the Data module (seed 002).")
  static let project = Option<String>.text(
    "project", valueName: "folder",
    help: "Generate in the project holding this folder instead of the one holding the current folder.")
  static let dryRun = Flag("dry-run", help: "Print the files and the diff that would be written; write nothing.")
  static let force = Flag(
    "force", help: "Replace files that exist, keeping each old file next to it as '<file>.bak'.")
  static let listTemplates = Flag(
    "list-templates", help: "List the templates of every style and where each comes from, then exit.")

  static let signature = CommandSignature(
    name: "new",
    abstract: "Create a feature screen in a playbook's style, with its tests.",
    discussion: """
      'proscenium new feature OrderHistory' writes the view, view model (or the MVP contract, view, view \
      controller and presenter) and tests, ready to pass 'proscenium check' under the matching preset. The style \
      comes from --style, else from the preset of .proscenium.json, else from the preset the checker detects, else \
      from the deployment target (below iOS 17: observable-object). Code the deployment target cannot build is \
      refused with nothing written: every style imports the Proscenium runtime (iOS 17, tvOS 17), and the files are \
      judged by availability_guard first.

      Without --into, sources go in the package's Presentation target (by layer_dependencies' module_layers, by \
      default named '…Presentation'; else its first library target), in 'Features/' for the observable and \
      uikit-mvp styles. Tests go in the matching test target, mirroring the \
      sources' folders. Nothing is replaced without --force; every file is written whole through a temporary file. \
      A project overrides a template with a file of the same name in '.proscenium/templates/<style>/' \
      (see --list-templates and docs/generator.md).
      """,
    parameters: [
      kind.declaration, name.declaration, style.declaration, template.declaration, platform.declaration,
      into.declaration,
      testsInto.declaration,
      route.declaration, router.declaration, view.declaration, coordinator.declaration, useCase.declaration,
      layers.declaration,
      project.declaration, dryRun.declaration, force.declaration, listTemplates.declaration,
    ],
    listsExitCodes: false)

  let kind: Kind?
  let name: FeatureName?
  /// The case of `new route`, or the one `--route` names after the enum.
  let routeCase: RouteCase?
  let routeEnum: String?
  /// The view of `new route`'s arm (`--view`).
  let viewType: String?
  let coordinator: String?
  /// The use case of `--use-case`.
  let useCase: FeatureName?
  let layered: Bool
  let style: FeatureStyle?
  /// The screen's shape (`--template`).
  let template: FeatureTemplate
  let platform: FeaturePlatform
  let into: String?
  let testsInto: String?
  let project: String?
  let dryRun: Bool
  let force: Bool
  let listsTemplates: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    listsTemplates = arguments[Self.listTemplates]
    style = arguments[Self.style]
    template = arguments[Self.template] ?? .list
    platform = arguments[Self.platform] ?? .ios
    into = arguments[Self.into]
    testsInto = arguments[Self.testsInto]
    project = arguments[Self.project]
    let routeSpecification = arguments[Self.route].map(Self.splitRoute)
    routeEnum = routeSpecification?.enumName ?? arguments[Self.router]
    coordinator = arguments[Self.coordinator]
    viewType = arguments[Self.view]
    layered = arguments[Self.layers]
    dryRun = arguments[Self.dryRun]
    force = arguments[Self.force]
    let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
    do throws(GeneratorError) {
      useCase = try arguments[Self.useCase].map { raw throws(GeneratorError) in try FeatureName(useCase: raw) }
    } catch {
      throw CommandLineError(error)
    }
    guard let rawKind = arguments[Self.kind].first else {
      guard listsTemplates else {
        throw CommandLineError("missing what to create", hint: "for example 'proscenium new feature OrderHistory'")
      }
      kind = nil
      name = nil
      routeCase = nil
      return
    }
    guard let kind = Kind(rawValue: rawKind) else {
      throw CommandLineError("cannot create a '\(rawKind)'", hint: "'proscenium new' creates: \(kinds)")
    }
    self.kind = kind
    guard let rawName = arguments[Self.name].first else {
      throw CommandLineError(
        "missing the \(kind.rawValue)'s name", hint: "for example 'proscenium new \(kind.rawValue) OrderHistory'")
    }
    if kind == .feature, arguments[Self.router] != nil {
      throw CommandLineError("'--router' belongs to 'new route'", hint: "a feature takes '--route <enum>'")
    }
    if kind != .feature, useCase != nil || layered {
      throw CommandLineError(
        "'\(useCase != nil ? "--use-case" : "--layers")' belongs to 'new feature'",
        hint: "'new use-case' and 'new repository' already write into the Domain and Data modules")
    }
    if kind != .feature, template != .list {
      throw CommandLineError(
        "'--template' belongs to 'new feature'",
        hint: "for example 'proscenium new feature \(rawName) --template \(template.rawValue)'")
    }
    if kind != .route, viewType != nil {
      throw CommandLineError(
        "'--view' belongs to 'new route'", hint: "a feature's route arm builds the feature's own view")
    }
    if kind == .route, arguments[Self.router] == nil {
      throw CommandLineError(
        "'new route' needs the route enum", hint: "for example 'proscenium new route \(rawName) --router AppRoute'")
    }
    if let routeEnum, routeEnum.contains("(") {
      let caseName = rawName.prefix(1).lowercased() + rawName.dropFirst()
      let suggestion = routeEnum.prefix { $0 != "(" } + "." + caseName + routeEnum.drop { $0 != "(" }
      throw CommandLineError(
        "'--route \(routeEnum)' gives values without naming the case",
        hint: "name the case after the enum: '--route \(suggestion)'")
    }
    do throws(GeneratorError) {
      if let routeEnum { _ = try FeatureName(routeEnum) }
      if let viewType { _ = try FeatureName(viewType) }
      switch kind {
      case .feature, .useCase, .repository, .rule:
        name = try FeatureName(rawName)
        routeCase = try routeSpecification?.routeCase.map { raw throws(GeneratorError) in try RouteCase(parsing: raw) }
      case .route:
        routeCase = try RouteCase(parsing: rawName)
        name = nil
      }
    } catch {
      throw CommandLineError(error)
    }
  }

  func run(context: CommandContext) throws(CommandLineError) -> ExitCode {
    let currentFolder = FileManager.default.currentDirectoryPath
    let projectFolder = project.map { ProjectLayout.canonical($0) } ?? ProjectLayout.canonical(currentFolder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: projectFolder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandLineError("no such folder: '\(projectFolder)'", hint: "give '--project' an existing folder")
    }
    if kind == .rule, let name {
      return try writeRule(name, projectFolder: projectFolder, from: currentFolder, context: context)
    }
    let facts = try GeneratorProjectFacts.read(from: projectFolder, catalog: context.catalog)
    let templates = TemplateSource(projectRoot: facts.layout.root)
    if listsTemplates {
      try listTemplates(templates, context: context)
      if kind == nil { return .success }
    }
    if kind == .route, let routeCase, let routeEnum {
      let wiring = RouteWiring(
        enumName: routeEnum, view: RouteViewLookup(enumName: routeEnum, routeCase: routeCase, viewType: viewType))
      return try apply(wiring, plan: [], root: facts.layout.root, from: currentFolder, context: context)
    }
    guard let name else { return .success }
    if let piece = kind?.piece {
      return try writePiece(
        piece, name: name, facts: facts, templates: templates, from: currentFolder, context: context)
    }
    let chosen: FeatureStyle
    if let style {
      chosen = style
    } else {
      let (style, reason) = try facts.defaultStyle(catalog: context.catalog)
      chosen = style
      context.note(reason)
    }
    if !chosen.supportsLayers, useCase != nil || layered {
      throw CommandLineError(
        "'\(useCase != nil ? "--use-case" : "--layers")' needs a screen that loads through a use case; a "
          + "'\(chosen.rawValue)' presenter loads through its repository (seed 004)",
        hint: "use '--style observable' or 'observable-object', or write the use case with 'proscenium new use-case'")
    }
    if !template.isAvailable(in: chosen) {
      throw CommandLineError(
        "'--template \(template.rawValue)' is for the SwiftUI styles: a '\(chosen.rawValue)' screen (seed 004) comes in one shape",
        hint: "use '--style observable' or '--style observable-object' for a \(template.rawValue) screen")
    }
    if template != .list, layered {
      throw CommandLineError(
        "'--layers' writes the Domain and Data files of the default list; '--template \(template.rawValue)' has none yet",
        hint: "generate without '--layers', then move the use case to the Domain module; nothing was written")
    }
    if routeEnum != nil, chosen == .uikitMVP {
      throw CommandLineError(
        "'--route' adds a SwiftUI view to a route enum; a 'uikit-mvp' screen is built by its coordinator",
        hint: "drop '--route' and call '\(name)ViewController.make(repository:delegate:)' from the coordinator")
    }
    if coordinator != nil, chosen != .uikitMVP {
      throw CommandLineError(
        "'--coordinator' wires a 'uikit-mvp' screen, not a '\(chosen.rawValue)' one",
        hint: "SwiftUI screens are reached through a route: use '--route <enum>'")
    }
    let (request, plan) = try planFeature(name, style: chosen, facts: facts, templates: templates, context: context)
    try checkDeploymentTarget(of: plan, style: chosen, name: name, facts: facts, templates: templates, context: context)
    if let routeEnum, let routeCase = request.routeCase {
      let wiring = RouteWiring(
        enumName: routeEnum, routeCase: routeCase, destination: try Self.routeDestination(of: request))
      return try apply(wiring, plan: plan, root: facts.layout.root, from: currentFolder, context: context)
    }
    if let coordinator {
      let wiring = CoordinatorWiring(coordinator: coordinator, name: name)
      let edited: PlannedFile
      do {
        // Every file: the repository passed may be built from types declared anywhere in the project.
        edited = try wiring.plan(
          sources: ProjectSources.files(below: facts.layout.root, containing: ""), planned: plan)
      } catch {
        throw CommandLineError(error)
      }
      return try write(plan + [edited], from: currentFolder, context: context)
    }
    return try write(plan, from: currentFolder, context: context)
  }

  /// The request and plan of feature `name` in `style`, with the project's folders, indentation and layers; `context`
  /// gets the notes and warnings about them (nil when only trying another style, which stays silent).
  private func planFeature(
    _ name: FeatureName, style: FeatureStyle, facts: GeneratorProjectFacts, templates: TemplateSource,
    context: CommandContext?
  ) throws(CommandLineError) -> (FeatureRequest, [PlannedFile]) {
    let destination: ProjectLayout.Destination
    do {
      destination = try facts.layout.destination(
        for: style, into: into.map { ProjectLayout.canonical($0) },
        testsInto: testsInto.map { ProjectLayout.canonical($0) })
    } catch {
      throw CommandLineError(error)
    }
    var indentation = Indentation.templateDefault
    if let (found, source) = Indentation.detect(
      near: Self.existingAncestor(of: destination.sources), root: facts.layout.root)
    {
      indentation = found
      if found != .templateDefault { context?.note("indenting with \(found), as \(source) does") }
    }
    let layers = layered ? facts.layout.layers() : nil
    if let layers, let context {
      if layers.domainModule == destination.module {
        context.note(
          "the project has no module in the Domain layer (named '…Domain', or as layer_dependencies' module_layers "
            + "says); the entity, use case and repository go in '\(destination.module)'")
      }
      for problem in LayerDependencyCheck.problems(
        in: facts.layout, presentationModule: destination.module, layers: layers)
      {
        context.warn(problem)
      }
    }
    let request = FeatureRequest(
      name: name, style: style, sourcesFolder: destination.sources, testsFolder: destination.tests,
      module: destination.module, indentation: indentation, platform: platform, useCase: useCase, layers: layers,
      routeCase: routeEnum == nil ? nil : routeCase ?? RouteCase(name: name.lowerCamel), template: template)
    do {
      return (request, try FeatureGenerator(templates: templates).plan(request))
    } catch {
      throw CommandLineError(error)
    }
  }

  /// Refuses a feature whose code the project's deployment target cannot build, naming what needs the newer OS and
  /// the styles whose code would fit, if any.
  private func checkDeploymentTarget(
    of plan: [PlannedFile], style: FeatureStyle, name: FeatureName, facts: GeneratorProjectFacts,
    templates: TemplateSource, context: CommandContext
  ) throws(CommandLineError) {
    let gate = DeploymentTargetGate(targets: facts.deploymentTargets, catalog: context.catalog)
    let problems = gate.problems(in: plan)
    guard !problems.isEmpty else { return }
    var fitting: [FeatureStyle] = []
    for other in FeatureStyle.allCases where other != style && accepts(other) {
      if let (_, otherPlan) = try? planFeature(name, style: other, facts: facts, templates: templates, context: nil),
        gate.problems(in: otherPlan).isEmpty
      {
        fitting.append(other)
      }
    }
    let target = gate.describeTargets(origin: facts.targetOrigin)
    let runtime = ProjectSettings.describe(DeploymentTargetGate.runtimeMinimum)
    let hint =
      !fitting.isEmpty
      ? "use \(fitting.map { "'--style \($0.rawValue)'" }.joined(separator: " or ")), whose code fits \(target); "
        + "nothing was written"
      : problems.contains(where: { $0.contains(DeploymentTargetGate.runtimeProblem) })
        ? "no style fits \(target): every style's code imports the Proscenium runtime (\(runtime)); raise the "
          + "deployment target, or write this screen by hand; nothing was written"
        : "no style's code fits \(target): raise the deployment target, or change the templates in "
          + "\(TemplateSource.overridesFolder)/; nothing was written"
    throw CommandLineError(
      "the '\(style.rawValue)' code for '\(name)' does not fit the deployment target \(target): "
        + Self.summarize(problems),
      hint: hint)
  }

  /// The route arm's view, built with the feature's own production use case so the edited enum compiles as written.
  ///
  /// - Throws: for `--layers`, where the use case needs the Data layer's repository, which the presentation module
  ///   holding the route enum must not see: only the app can build that chain, so the arm is left to it.
  static func routeDestination(of request: FeatureRequest) throws(CommandLineError) -> String {
    let name = request.name
    let useCase = request.useCase ?? request.template.defaultUseCase(for: name)
    let values = request.routeCase?.forwardedArguments ?? ""
    let viewModel = "\(name)ViewModel(\(useCase.lowerCamel)UseCase: \(useCase)UseCase(\(values)))"
    guard request.layers == nil else {
      let chain =
        "\(name)ViewModel(\(useCase.lowerCamel)UseCase: \(useCase)UseCase(repository: Default\(name)Repository()))"
      throw CommandLineError(
        "'--route' cannot be combined with '--layers': the route's view needs '\(useCase)UseCase', whose repository "
          + "is in the Data module, which the presentation layer must not import",
        hint: "generate without '--route', then add the case and its arm where the app builds its screens: "
          + "'\(name)View(viewModel: \(chain))'; nothing was written")
    }
    return "\(name)View(viewModel: \(viewModel))"
  }

  /// `AppRoute` → (`AppRoute`, nil); `AppRoute.orderDetail(id: Int)` → (`AppRoute`, `orderDetail(id: Int)`).
  static func splitRoute(_ raw: String) -> (enumName: String, routeCase: String?) {
    let head = raw.prefix { $0 != "(" }
    guard let dot = head.firstIndex(of: ".") else { return (raw.trimmingCharacters(in: .whitespaces), nil) }
    return (
      String(raw[..<dot]).trimmingCharacters(in: .whitespaces),
      String(raw[raw.index(after: dot)...]).trimmingCharacters(in: .whitespaces)
    )
  }

  /// The first problems and how many more, so a style far above the target does not bury the hint.
  static func summarize(_ problems: [String], showing limit: Int = 3) -> String {
    let shown = problems.prefix(limit).joined(separator: "; ")
    return problems.count > limit ? shown + "; and \(problems.count - limit) more" : shown
  }

  /// Whether `style` can take the options given (a presenter takes no use case, layers or route; a SwiftUI screen
  /// no coordinator).
  private func accepts(_ style: FeatureStyle) -> Bool {
    if !style.supportsLayers, useCase != nil || layered || routeEnum != nil { return false }
    if !template.isAvailable(in: style) { return false }
    if style != .uikitMVP, coordinator != nil { return false }
    return true
  }

  /// Writes a use case or repository in the modules of its layers.
  private func writePiece(
    _ piece: PieceKind, name: FeatureName, facts: GeneratorProjectFacts, templates: TemplateSource,
    from currentFolder: String, context: CommandContext
  ) throws(CommandLineError) -> ExitCode {
    var layers = facts.layout.layers()
    if let into {
      let folder = ProjectLayout.canonical(into)
      guard facts.layout.contains(folder) else {
        throw CommandLineError(GeneratorError.outsideProject(path: folder, root: facts.layout.root))
      }
      layers.domain = folder
      layers.data = folder
      layers.dataModule = layers.domainModule
    }
    let indentation =
      Indentation.detect(near: Self.existingAncestor(of: layers.domain), root: facts.layout.root)?.indentation
      ?? .templateDefault
    let plan: [PlannedFile]
    do {
      plan = try FeatureGenerator(templates: templates).plan(
        piece, name: name, layers: layers, indentation: indentation)
    } catch {
      throw CommandLineError(error)
    }
    let gate = DeploymentTargetGate(targets: facts.deploymentTargets, catalog: context.catalog)
    let problems = gate.problems(in: plan)
    if !problems.isEmpty {
      throw CommandLineError(
        "the \(piece.rawValue) '\(name)' does not fit the deployment target "
          + "\(gate.describeTargets(origin: facts.targetOrigin)): \(Self.summarize(problems))",
        hint: "its template override uses more than the project's deployment target allows; nothing was written")
    }
    return try write(plan, from: currentFolder, context: context)
  }

  /// Adds the route edits to `plan`, then writes it.
  private func apply(
    _ wiring: RouteWiring, plan: [PlannedFile], root: String, from currentFolder: String, context: CommandContext
  ) throws(CommandLineError) -> ExitCode {
    let edits: (files: [PlannedFile], notes: [String])
    do {
      edits = try wiring.plan(
        sources: ProjectSources.files(below: root, containing: wiring.enumName),
        projectSources: wiring.view == nil ? nil : ProjectSources.files(below: root, containing: ""))
    } catch {
      throw CommandLineError(error)
    }
    for note in edits.notes { context.warn(note) }
    return try write(plan + edits.files, from: currentFolder, context: context)
  }

  func write(_ plan: [PlannedFile], from currentFolder: String, context: CommandContext)
    throws(CommandLineError)
    -> ExitCode
  {
    let writer = PlanWriter(force: force)
    if dryRun {
      context.write(Self.describe(plan, conflicts: writer.conflicts(in: plan), force: force, from: currentFolder))
      return .success
    }
    let outcomes: [PlanWriter.Outcome]
    do {
      outcomes = try writer.write(plan)
    } catch {
      throw CommandLineError(error)
    }
    context.write(Self.summary(of: outcomes, from: currentFolder))
    return .success
  }

  private func listTemplates(_ source: TemplateSource, context: CommandContext) throws(CommandLineError) {
    // Each set's templates, and the roles it writes only with `--layers`.
    var sets: [(name: String, summary: String, templates: [TemplateSource.Resolved], layered: Set<String>)] = []
    do {
      for style in FeatureStyle.allCases {
        let templates = try source.templates(for: style)
        let plain = Set(templates.map(\.template.role))
        let layered = try source.templates(for: style, layered: true).filter { !plain.contains($0.template.role) }
        sets.append((style.rawValue, style.summary, templates + layered, Set(layered.map(\.template.role))))
        for shape in FeatureTemplate.allCases where shape != .list && shape.isAvailable(in: style) {
          sets.append(
            (
              shape.overrideSet(for: style), "\(style.rawValue) with --template \(shape.rawValue): \(shape.summary)",
              try source.templates(for: style, template: shape), []
            ))
        }
      }
      for piece in PieceKind.allCases {
        sets.append((piece.rawValue, piece.summary, try source.templates(for: piece), []))
      }
    } catch {
      throw CommandLineError(error)
    }
    let currentFolder = FileManager.default.currentDirectoryPath
    var lines: [String] = []
    for set in sets {
      lines.append("\(set.name): \(set.summary)")
      for entry in set.templates {
        var origin = entry.overridePath.map { "override " + Self.relative($0, from: currentFolder) } ?? "built-in"
        if set.layered.contains(entry.template.role) { origin += " (--layers)" }
        let role = entry.template.role.padding(toLength: 30, withPad: " ", startingAt: 0)
        lines.append("  \(role) \(origin)  -> \(entry.template.destination.rawValue)/\(entry.template.path)")
      }
    }
    lines.append("")
    lines.append(
      "Override a template with a file of the same name in \(TemplateSource.overridesFolder)/<style or piece>/.")
    lines.append(
      "Placeholders: " + TemplatePlaceholder.allCases.map { "\($0.token) \($0.summary)" }.joined(separator: "; "))
    lines.append(
      "Sections (tags alone on their line): "
        + TemplateSection.allCases.map { "{{#\($0.rawValue)}}…{{/\($0.rawValue)}} \($0.summary)" }.joined(
          separator: "; ")
        + "; {{^name}} keeps its lines when the section does not apply")
    context.write(lines.joined(separator: "\n") + "\n")
  }

  /// The folder itself when it exists, else its nearest existing parent.
  static func existingAncestor(of folder: String) -> String {
    var current = folder
    while !FileManager.default.fileExists(atPath: current), current != "/" {
      current = (current as NSString).deletingLastPathComponent
    }
    return current
  }

  static func relative(_ path: String, from folder: String) -> String {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// What `--dry-run` prints: each file's fate, then its diff.
  static func describe(_ plan: [PlannedFile], conflicts: [String], force: Bool, from folder: String) -> String {
    var text = ""
    for file in plan {
      let path = relative(file.path, from: folder)
      let fate =
        file.isUnchanged
        ? "unchanged"
        : file.existing == nil ? "create" : file.isEdit ? "edit" : force ? "replace" : "exists (needs --force)"
      text += "\(fate): \(path)\n"
    }
    for file in plan where !file.isUnchanged {
      let label = relative(file.path, from: folder)
      text += "\n" + UnifiedDiff.render(old: file.existing, new: file.contents, oldName: label, newName: label)
    }
    if !conflicts.isEmpty, !force {
      text +=
        "\n\(conflicts.count) file\(conflicts.count == 1 ? "" : "s") exist; without --force nothing would be written\n"
    }
    return text
  }

  static func summary(of outcomes: [PlanWriter.Outcome], from folder: String) -> String {
    outcomes.map { outcome in
      switch outcome {
      case .created(let path): "created \(relative(path, from: folder))"
      case .replaced(let path, let backup):
        "replaced \(relative(path, from: folder)) (old file kept as \(relative(backup, from: folder)))"
      case .edited(let path): "edited \(relative(path, from: folder))"
      case .unchanged(let path): "unchanged \(relative(path, from: folder))"
      }
    }.joined(separator: "\n") + "\n"
  }
}
