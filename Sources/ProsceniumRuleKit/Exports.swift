// The rule-writing API a team builds on, and nothing else of the checker: these declarations are
// the product's stable surface (see docs/custom-rules.md). The rest of the checker has `package`
// access and may change between releases; `PublicSurfaceTests` fails when a checker type is public
// but not listed here. Grouped by use: declaring a rule (description, examples, typed options,
// base class, family, severity), checking a file (context, findings with fixes, project-wide
// conditions), and what the project index knows (roles, conformances, modules, imports,
// deployment targets).

@_exported import SwiftSyntax

@_exported import enum ProsceniumCheck.ApplePlatform
@_exported import struct ProsceniumCheck.FileFacts
@_exported import struct ProsceniumCheck.Fix
@_exported import struct ProsceniumCheck.IndexCondition
@_exported import struct ProsceniumCheck.NoOptions
@_exported import struct ProsceniumCheck.OSVersion
@_exported import struct ProsceniumCheck.OptionField
@_exported import enum ProsceniumCheck.Playbook
@_exported import struct ProsceniumCheck.PlaybookReference
@_exported import class ProsceniumCheck.ProjectIndex
@_exported import struct ProsceniumCheck.ProjectSettings
@_exported import protocol ProsceniumCheck.Rule
@_exported import class ProsceniumCheck.RuleContext
@_exported import struct ProsceniumCheck.RuleDescription
@_exported import struct ProsceniumCheck.RuleExample
@_exported import enum ProsceniumCheck.RuleFamily
@_exported import protocol ProsceniumCheck.RuleOptions
@_exported import struct ProsceniumCheck.RuleType
@_exported import enum ProsceniumCheck.Severity
@_exported import class ProsceniumCheck.SyntaxRule
@_exported import struct ProsceniumCheck.TypeFacts
@_exported import enum ProsceniumCheck.TypeRole
@_exported import struct ProsceniumCheck.TypeRoles
@_exported import struct ProsceniumSyntax.TextEdit
