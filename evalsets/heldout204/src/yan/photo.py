"""Turns page-1.png (pdftoppm -r 150) into a phone photo JPEG with no text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(204)
src, out = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 228, 212))
im = ImageChops.multiply(im, tint)
# place on a darker desk background, rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading gradient + vignette
W, H = bg.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for x in range(W):
    v = int(255 - 55 * (x / W))
    dr.line([(x, 0), (x, H)], fill=v)
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(160))
mask = ImageChops.multiply(shade, vign)
dark = Image.new("RGB", (W, H), (20, 18, 16))
bg = Image.composite(bg, dark, mask.point(lambda p: max(p, 110)))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, Image.merge("RGB", [noise.split()[0]] * 3).point(lambda p: 200 + p // 5)), 0.5)
bg.save(out, "JPEG", quality=82)
print("wrote", out, bg.size)
