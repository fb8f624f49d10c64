#ifndef CYAML_SHIM_H
#define CYAML_SHIM_H
/* libyaml's parser (Debian's libyaml-dev, pkg-config yaml-0.1): lesson front matter is read with
   its events, without Yams, whose Swift layer loads Foundation. */
#include <yaml.h>
#endif
