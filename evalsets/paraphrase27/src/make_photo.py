"""Turn the rendered page of wen_zhaoning_cv.pdf into a phone-photo-like JPEG (no text layer)."""
import random, subprocess, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(27)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "wen_zhaoning_cv.pdf", "wz_page"], check=True)
im = Image.open("wz_page.png").convert("RGB")
# warm paper tint
tint = Image.new("RGB", im.size, (243, 236, 222))
im = ImageChops.multiply(im, tint)
# rotate a little with a table-coloured background
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(120, 104, 88))
w, h = im.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
ImageDraw.Draw(mask).ellipse((-w * 0.15, -h * 0.1, w * 1.1, h * 1.05), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(160))
dark = Image.eval(im, lambda v: int(v * 0.62))
im = Image.composite(im, dark, mask)
# slight blur + noise
im = im.filter(ImageFilter.GaussianBlur(0.7))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda v: min(255, v + 150))), 0.35)
im.save(sys.argv[1] if len(sys.argv) > 1 else "../cvs/温昭宁_简历_拍照.jpg", quality=82)
