"""Turn a rendered page PNG into a phone-photo-like JPEG (no text layer). Pillow only."""
import sys, random
from PIL import Image, ImageFilter, ImageChops, ImageDraw, ImageEnhance
src, dst = sys.argv[1], sys.argv[2]
random.seed(51)
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a table: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 84, 70))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(1.9, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# warm tint
r, g, b = im.split()
im = Image.merge("RGB", (r.point(lambda v: min(255, int(v * 1.0))),
                         g.point(lambda v: int(v * 0.96)),
                         b.point(lambda v: int(v * 0.86))))
# vignette / uneven lighting
W, H = im.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
d.ellipse((-W * 0.25, -H * 0.2, W * 1.15, H * 1.1), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(W // 6))
dark = ImageEnhance.Brightness(im).enhance(0.55)
im = Image.composite(im, dark, mask)
# shadow of the phone across the lower-right corner
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(W * 0.65, H), (W, H * 0.7), (W, H)], fill=170)
sh = sh.filter(ImageFilter.GaussianBlur(60))
im = ImageChops.multiply(im, Image.merge("RGB", (sh, sh, sh)))
# slight blur and noise
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageEnhance.Brightness(noise).enhance(2.2)), 0.12)
im.save(dst, "JPEG", quality=80)
print(dst, im.size)
