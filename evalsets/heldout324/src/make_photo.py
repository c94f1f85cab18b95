"""Turn a rendered page PNG into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(324)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
# paper on a desk: pad with a dark background, rotate ~2 degrees
bg = Image.new("RGB", (im.width + 160, im.height + 160), (70, 62, 55))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(70, 62, 55))
# shading: gradient from top-left (lit) to bottom-right (darker) + vignette
w, h = im.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        pass
grad = Image.linear_gradient("L").resize((w, h)).rotate(35, expand=False, fillcolor=128)
vign = Image.radial_gradient("L").resize((w, h))
mask = ImageChops.add(ImageChops.multiply(grad, Image.new("L", (w, h), 90)), ImageChops.multiply(vign, Image.new("L", (w, h), 110)))
dark = Image.new("RGB", (w, h), (20, 18, 15))
im = Image.composite(dark, im, mask.point(lambda v: int(v * 0.55)))
# warm tint, slight blur, noise
im = Image.blend(im, Image.new("RGB", (w, h), (255, 236, 205)), 0.08)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, noise, 0.06)
im.save(dst, "JPEG", quality=78)
