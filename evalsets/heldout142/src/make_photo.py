# Phone-photo look for the printed page of Wei Xudong's CV -> cvs/IMG_20261102_183417.jpg
# (no text layer). Text of the page before it became a photo: wei_xudong_photo_page.txt
import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(142)
subprocess.run(['xelatex', '-interaction=batchmode', '-output-directory=/tmp/h142build', 'wei_xudong_print.tex'], check=False, stdout=subprocess.DEVNULL)
subprocess.run(['pdftoppm', '-r', '150', '-png', '-singlefile', '/tmp/h142build/wei_xudong_print.pdf', '/tmp/h142build/wxd'], check=True)
page = Image.open('/tmp/h142build/wxd.png').convert('RGB')
page = page.crop((0, 0, page.width, int(page.height * 0.62)))  # the printed part of the sheet
# paper tint
page = ImageChops.multiply(page, Image.new('RGB', page.size, (246, 240, 228)))
# place on a desk background, rotate
bg = Image.new('RGB', (page.width + 160, page.height + 160), (92, 78, 64))
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient shading + vignette
w, h = img.size
shade = Image.new('L', (w, h))
d = ImageDraw.Draw(shade)
for x in range(w):
    d.line([(x, 0), (x, h)], fill=int(255 - 55 * x / w))
vign = Image.new('L', (w, h), 0)
ImageDraw.Draw(vign).ellipse((-w * 0.25, -h * 0.25, w * 1.25, h * 1.25), fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge('RGB', (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((w, h), 14).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save('../cvs/IMG_20261102_183417.jpg', quality=82)
print(img.size)
