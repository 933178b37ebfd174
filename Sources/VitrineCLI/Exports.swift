// The release version and the pieces of `vitrine validate` the Foundation-free `vitrine` front
// shares (ValidationBasics); every user of VitrineCLI sees them as before.
@_exported import ValidationBasics
