"""Turn the rendered page PNG into a phone-photo JPEG (Pillow instead of ImageMagick)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance
src, dst = sys.argv[1], sys.argv[2]
random.seed(7)
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (243, 233, 214))
im = Image.blend(im, ImageChops.multiply(im, tint), 0.6)
# put on a table background, rotate 1.8 degrees
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (120, 104, 88))
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
im = bg.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(110, 96, 80))
W, H = im.size
# vignette / uneven lighting
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
d.ellipse((-W * 0.15, -H * 0.1, W * 1.1, H * 1.05), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(W // 6))
dark = ImageEnhance.Brightness(im).enhance(0.55)
im = Image.composite(im, dark, mask)
# slight blur
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageChops.invert(noise).point(lambda v: 255 - v // 6)), 0.5)
im = ImageEnhance.Contrast(im).enhance(0.92)
im.save(dst, "JPEG", quality=80)
print(dst, im.size)
