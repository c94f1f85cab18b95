"""Turn a rendered CV page (PNG) into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk background, rotated slightly
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = canvas.size
# uneven lighting: gradient shading from top-left + vignette
g = Image.linear_gradient("L"); shade = ImageChops.add(g.point(lambda p: int(p * 0.15)), g.rotate(90).point(lambda p: int(p * 0.15))).resize((W, H), Image.BICUBIC)
vign = Image.radial_gradient("L").resize((W, H))
mask = ImageChops.add(shade, vign.point(lambda p: int(p * 0.45)))
dark = Image.new("RGB", (W, H), (20, 18, 15))
canvas = Image.composite(dark, canvas, mask.point(lambda p: min(p, 120)))
# warm tint
r, g, b = canvas.split()
canvas = Image.merge("RGB", (r, g.point(lambda p: int(p * 0.97)), b.point(lambda p: int(p * 0.9))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, noise, 0.06)
canvas.save(dst, "JPEG", quality=82)
