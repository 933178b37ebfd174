#ifndef VITRINE_CLIBXML2_SHIM_H
#define VITRINE_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, and libxml/encoding.h then includes the system ICU headers,
 * whose `UErrorCode` clashes with the ICU copy inside Foundation (module `_FoundationICU`) when
 * both reach one Swift module; whether it fails depends on the order modules are built, so only
 * clean builds show it. The ICU parts are two pointer fields at the end of
 * `xmlCharEncodingHandler` and the struct they point to, which the validator never touches. */
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// `xmlFree` is a global function-pointer variable; Swift 6 strict concurrency rejects reading it.
static inline void vitrine_xmlFree(void *pointer) {
    xmlFree(pointer);
}

/// Routes every error of one HTML parser context to `handler`, with `sink` in the context's
/// `_private` field, instead of libxml2's global (per-thread) error state.
///
/// libxml2 2.9 only calls `sax->serror` when the SAX block carries the SAX2 magic; the HTML
/// parser itself never looks at that field, so setting it changes nothing else. The handler
/// receives the parser context as its first argument (`ctxt->userData == ctxt` for the tree
/// builder) and reads the sink back from `ctxt->_private`.
static inline void vitrine_htmlSetErrorSink(htmlParserCtxtPtr ctxt,
                                            xmlStructuredErrorFunc handler,
                                            void *sink) {
    ctxt->_private = sink;
    ctxt->sax->initialized = XML_SAX2_MAGIC;
    ctxt->sax->serror = handler;
}

/// Turns off tree building for one HTML parser context: the validator only needs libxml2's
/// errors (positions and structure come from its own scan), and building a tree it would free
/// unread costs more than the parse. With these callbacks NULL the HTML parser reports the
/// same errors, except "ID … already defined", which comes from the tree builder.
static inline void vitrine_htmlSkipTree(htmlParserCtxtPtr ctxt) {
    xmlSAXHandlerPtr sax = ctxt->sax;
    sax->internalSubset = NULL;
    sax->startDocument = NULL;
    sax->endDocument = NULL;
    sax->startElement = NULL;
    sax->endElement = NULL;
    sax->characters = NULL;
    sax->ignorableWhitespace = NULL;
    sax->cdataBlock = NULL;
    sax->comment = NULL;
    sax->processingInstruction = NULL;
    sax->reference = NULL;
}

/// The `_private` pointer of the parser context an error handler was called with.
static inline void *vitrine_parserContextSink(void *ctxt) {
    return ctxt == NULL ? NULL : ((xmlParserCtxtPtr) ctxt)->_private;
}

#endif
