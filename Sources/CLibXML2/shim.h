#ifndef VITRINE_CLIBXML2_SHIM_H
#define VITRINE_CLIBXML2_SHIM_H

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// `xmlFree` is a global function-pointer variable; Swift 6 strict concurrency rejects reading it.
static inline void vitrine_xmlFree(void *pointer) {
    xmlFree(pointer);
}

#endif
