"""Turn the rendered page PNG into a phone-photo-like JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(233)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 230, 214))
im = ImageChops.multiply(im, tint)
# canvas (table surface) and rotation
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 78, 64))
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
im = bg
W, H = im.size
# vignette / uneven lighting
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40) ** 0.6)
    dr.ellipse([-W * 0.3 + i * W * 0.012, -H * 0.25 + i * H * 0.01, W * 1.25 - i * W * 0.012, H * 1.2 - i * H * 0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.eval(im, lambda p: int(p * 0.62))
im = Image.composite(im, dark, mask)
# shadow band (phone/hand shadow) in the lower right
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(W * 0.7, H), (W, H * 0.72), (W, H)], fill=170)
sh = sh.filter(ImageFilter.GaussianBlur(80))
im = ImageChops.multiply(im, Image.merge("RGB", (sh, sh, sh)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda p: 200 + p // 5)), 0.35)
im.save(dst, "JPEG", quality=78)
