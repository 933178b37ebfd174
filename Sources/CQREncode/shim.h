#ifndef VITRINE_CQRENCODE_SHIM_H
#define VITRINE_CQRENCODE_SHIM_H

/* libqrencode, for the QR codes of review links' phone view (`QRCode` in the Dashboard target):
 * a phone on the same network scans the code on screen to open the link. */
#include <qrencode.h>

#endif
